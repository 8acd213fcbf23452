<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>CaptureChooser</name>
    <message>
        <source>Which cards?</source>
        <translation>Welche Karten?</translation>
    </message>
    <message>
        <source>{card} can take:</source>
        <translation>{card} kann nehmen:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Wir</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not yours: wait for the card.</source>
        <translation>{name} ist am Zug, nicht du: Warte auf die Karte.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Tipps gibt es nur, wenn du am Zug bist.</translation>
    </message>
    <message>
        <source>Undo is off for this match (Game &gt; Settings).</source>
        <translation>Rückgängig ist in dieser Partie ausgeschaltet (Spiel &gt; Einstellungen).</translation>
    </message>
    <message>
        <source>There is nothing of yours to take back in this round.</source>
        <translation>In dieser Runde gibt es keinen Zug von dir, den du zurücknehmen kannst.</translation>
    </message>
    <message>
        <source>Could not save the game: {error}</source>
        <translation>Das Spiel konnte nicht gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&lt;h3&gt;Scopa in a nutshell&lt;/h3&gt;
&lt;p&gt;Play one card a turn. If a table card has the &lt;b&gt;same rank&lt;/b&gt;, you must take exactly one such card.
Otherwise, if table cards &lt;b&gt;add up&lt;/b&gt; to your card&apos;s value, you must take one such set.
Otherwise the card is laid on the table. A card that can take may never be laid.&lt;/p&gt;
&lt;p&gt;Emptying the table is a &lt;b&gt;scopa&lt;/b&gt;: one point (not with the very last card of the round).
Cards left at the end go to whoever took last.&lt;/p&gt;
&lt;p&gt;Each round: one point each for most &lt;b&gt;cards&lt;/b&gt;, most &lt;b&gt;coins&lt;/b&gt; (Denari), the &lt;b&gt;settebello&lt;/b&gt;
(7 of Denari) and the best &lt;b&gt;primiera&lt;/b&gt;, plus one per scopa. First to the target wins; a tie at the top
plays another round.&lt;/p&gt;
&lt;p&gt;Mouse: drag a card onto the table (onto the card you want to take). Or click a card, click the table
cards, press Enter. Double-click plays a card that has one choice. Keys 1-3 or arrows choose,
Enter plays, Esc cancels, H shows a hint, Ctrl+Z takes back your last move.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Scopa in Kürze&lt;/h3&gt;
&lt;p&gt;Spiele pro Zug eine Karte. Liegt auf dem Tisch eine Karte mit &lt;b&gt;gleichem Rang&lt;/b&gt;, musst du genau eine solche Karte nehmen.
Sonst, wenn Tischkarten &lt;b&gt;zusammen&lt;/b&gt; den Wert deiner Karte ergeben, musst du eine solche Kombination nehmen.
Sonst wird die Karte auf den Tisch gelegt. Eine Karte, die nehmen kann, darf nie abgelegt werden.&lt;/p&gt;
&lt;p&gt;Wer den Tisch leer fischt, macht ein &lt;b&gt;Scopa&lt;/b&gt;: ein Punkt (nicht mit der allerletzten Karte der Runde).
Am Ende übrige Karten bekommt, wer zuletzt gefischt hat.&lt;/p&gt;
&lt;p&gt;In jeder Runde je ein Punkt für die meisten &lt;b&gt;Karten&lt;/b&gt;, die meisten &lt;b&gt;Münzen&lt;/b&gt; (Denari), den &lt;b&gt;Settebello&lt;/b&gt;
(Denari-7) und die beste &lt;b&gt;Primiera&lt;/b&gt;, dazu einer pro Scopa. Wer zuerst das Ziel erreicht, gewinnt; bei Gleichstand an der Spitze
wird eine weitere Runde gespielt.&lt;/p&gt;
&lt;p&gt;Maus: Zieh eine Karte auf den Tisch (auf die Karte, die du nehmen willst). Oder klicke eine Karte an, dann die Tischkarten,
und drücke Enter. Ein Doppelklick spielt eine Karte, die nur eine Möglichkeit hat. Tasten 1-3 oder Pfeiltasten wählen aus,
Enter spielt, Esc bricht ab, H zeigt einen Tipp, Strg+Z nimmt deinen letzten Zug zurück.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You laid {card}.</source>
        <translation>Du hast {card} auf den Tisch gelegt.</translation>
    </message>
    <message>
        <source>{name} laid {card}.</source>
        <translation>{name} hat {card} auf den Tisch gelegt.</translation>
    </message>
    <message>
        <source>You took {cards} with {card}.</source>
        <translation>Du hast {cards} mit {card} gefischt.</translation>
    </message>
    <message>
        <source>{name} took {cards} with {card}.</source>
        <translation>{name} hat {cards} mit {card} gefischt.</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Starts a program detached from this one (replaced in tests). How to start this app again for &quot;Restart now&quot;; the desktop shell that started the window knows it (empty: restarting only closes the window).</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <source>New deal: three cards each ({number} of {deals}).</source>
        <translation>Neu gegeben: je drei Karten ({number} von {deals}).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Letzten Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Save game &amp;record…</source>
        <translation>Spiel&amp;protokoll speichern…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>St&amp;atistik…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Regelübersicht</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
    <message>
        <source>Scopa, the Italian card game, by the real rules.</source>
        <translation>Scopa, das italienische Kartenspiel, nach den echten Regeln.</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spielprotokolle (*.json)</translation>
    </message>
    <message>
        <source>Could not save the record: {error}</source>
        <translation>Das Protokoll konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>Record saved to {path}.</source>
        <translation>Protokoll gespeichert unter {path}.</translation>
    </message>
    <message>
        <source>Match over: {side} won. Game &gt; New game (Ctrl+N) to play again.</source>
        <translation>Partie vorbei, Sieger: {side}. Neue Partie mit Spiel &gt; Neues Spiel (Strg+N).</translation>
    </message>
    <message>
        <source>Round over.</source>
        <translation>Runde vorbei.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the table.</source>
        <translation>Du bist am Zug: Zieh eine Karte auf den Tisch.</translation>
    </message>
    <message>
        <source>{name} to play…</source>
        <translation>{name} ist am Zug…</translation>
    </message>
    <message>
        <source>Match against {opponents}</source>
        <translation>Partie gegen {opponents}</translation>
    </message>
    <message>
        <source>— Round {number}, you deal —</source>
        <translation>— Runde {number}, du gibst —</translation>
    </message>
    <message>
        <source>Round {number}: you dealt.</source>
        <translation>Runde {number}: Du hast gegeben.</translation>
    </message>
    <message>
        <source>— Round {number}, {name} deals —</source>
        <translation>— Runde {number}, {name} gibt —</translation>
    </message>
    <message>
        <source>Round {number}: {name} dealt.</source>
        <translation>Runde {number}: {name} hat gegeben.</translation>
    </message>
    <message numerus="yes">
        <source>You took back your last move and %n move(s) after it.</source>
        <translation>
            <numerusform>Du hast deinen letzten Zug und %n Zug danach zurückgenommen.</numerusform>
            <numerusform>Du hast deinen letzten Zug und %n Züge danach zurückgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Du hast deinen letzten Zug zurückgenommen.</translation>
    </message>
    <message>
        <source>Hint: play {card} and take {cards}.</source>
        <translation>Tipp: Spiel {card} und nimm {cards}.</translation>
    </message>
    <message>
        <source>Hint: lay {card}.</source>
        <translation>Tipp: Leg {card} auf den Tisch.</translation>
    </message>
    <message>
        <source>Cards left on the table go to {side}, who took last: {cards}.</source>
        <translation>Die Restkarten vom Tisch bekommt, wer zuletzt gefischt hat – {side}: {cards}.</translation>
    </message>
    <message>
        <source>{side} won the match.</source>
        <translation>Sieger der Partie: {side}.</translation>
    </message>
    <message>
        <source>Unusable settings are back to their defaults: {keys}.</source>
        <translation>Unbrauchbare Einstellungen sind wieder auf ihren Standardwerten: {keys}.</translation>
    </message>
    <message>
        <source>The settings file was kept as {file}.</source>
        <translation>Die Einstellungsdatei wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. It is kept as {file} in {folder}; a new match has started.</source>
        <translation>Das gespeicherte Spiel ließ sich nicht fortsetzen: {error}. Es wurde als {file} in {folder} aufbewahrt; eine neue Partie hat begonnen.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. A new match has started.</source>
        <translation>Das gespeicherte Spiel konnte nicht fortgesetzt werden: {error}. Eine neue Partie hat begonnen.</translation>
    </message>
    <message>
        <source>Welcome back: your match goes on where you left it.</source>
        <translation>Willkommen zurück! Deine Partie geht dort weiter, wo du aufgehört hast.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Scopone (4 players, 9 cards each)</source>
        <translation>Scopone (4 Spieler, je 9 Karten)</translation>
    </message>
    <message>
        <source>Scopone scientifico (10 cards each, none on the table)</source>
        <translation>Scopone scientifico (je 10 Karten, keine auf dem Tisch)</translation>
    </message>
    <message>
        <source>Asso piglia tutto (an ace takes the whole table)</source>
        <translation>Asso piglia tutto (ein Ass nimmt den ganzen Tisch)</translation>
    </message>
    <message>
        <source>Napola (1-2-3 of Denari and up)</source>
        <translation>Napola (Denari 1-2-3 und aufwärts)</translation>
    </message>
    <message>
        <source>Re bello (King of Denari scores)</source>
        <translation>Re bello (Denari-König zählt)</translation>
    </message>
    <message>
        <source>Rosmarino (Fante of Spade scores)</source>
        <translation>Rosmarino (Spade-Bube zählt)</translation>
    </message>
    <message>
        <source>Card-value scoring (German guide)</source>
        <translation>Wertung nach Kartenwerten (deutsche Anleitung)</translation>
    </message>
    <message>
        <source>Counter-clockwise</source>
        <translation>Gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Every scopa but the last card</source>
        <translation>Jedes Scopa außer mit der letzten Karte</translation>
    </message>
    <message>
        <source>No scopa in the last deal</source>
        <translation>Kein Scopa in der letzten Hand</translation>
    </message>
    <message>
        <source>Scopone is played by 4 players in two teams.</source>
        <extracomment>RulesError kinds a player can run into here -&gt; what the dialog says.</extracomment>
        <translation>Scopone wird von 4 Spielern in zwei Teams gespielt.</translation>
    </message>
    <message>
        <source>Choose either Scopone or Scopone scientifico, not both.</source>
        <translation>Wähle entweder Scopone oder Scopone scientifico, nicht beides.</translation>
    </message>
    <message>
        <source>Each alone</source>
        <translation>Jeder für sich</translation>
    </message>
    <message>
        <source>{teams} teams of {size}</source>
        <translation>{teams} Teams zu je {size}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>11 points</source>
        <translation>11 Punkte</translation>
    </message>
    <message>
        <source>21 points</source>
        <translation>21 Punkte</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Andere…</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Spielen bis</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Teams</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Direction of play</source>
        <translation>Spielrichtung</translation>
    </message>
    <message>
        <source>Scopa in the last deal</source>
        <translation>Scopa in der letzten Hand</translation>
    </message>
    <message>
        <source>Rounds (card-value scoring)</source>
        <translation>Runden (Wertung nach Kartenwerten)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>The match in progress will be counted as lost in the statistics.</source>
        <translation>Die laufende Partie wird in der Statistik als verloren gezählt.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Austeilen</translation>
    </message>
</context>
<context>
    <name>RoundOverDialog</name>
    <message>
        <source>Match over</source>
        <translation>Partie vorbei</translation>
    </message>
    <message>
        <source>Round {number} over</source>
        <translation>Runde {number} vorbei</translation>
    </message>
    <message>
        <source>{side} win the match, {score}</source>
        <translation>Sieger der Partie: {side}, {score}</translation>
    </message>
    <message>
        <source>You win the match, {score}</source>
        <translation>Du gewinnst die Partie, {score}</translation>
    </message>
    <message>
        <source>{side} wins the match, {score}</source>
        <translation>{side} gewinnt die Partie, {score}</translation>
    </message>
    <message>
        <source>Round {number}: the count</source>
        <translation>Runde {number}: die Abrechnung</translation>
    </message>
    <message>
        <source>Points this round</source>
        <translation>Punkte dieser Runde</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Gesamtstand</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Settebello</source>
        <translation>Settebello</translation>
    </message>
    <message>
        <source>Primiera</source>
        <translation>Primiera</translation>
    </message>
    <message>
        <source>no primiera (a suit missing)</source>
        <translation>keine Primiera (eine Farbe fehlt)</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Scope</translation>
    </message>
    <message>
        <source>Napola</source>
        <translation>Napola</translation>
    </message>
    <message>
        <source>run to {card}: {points}</source>
        <translation>Folge bis {card}: {points}</translation>
    </message>
    <message>
        <source>Re bello</source>
        <translation>Re bello</translation>
    </message>
    <message>
        <source>Rosmarino</source>
        <translation>Rosmarino</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Kartenwerte</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>it is not a Scopa Desktop saved game</source>
        <translation>die Datei ist kein gespeichertes Spiel von Scopa Desktop</translation>
    </message>
    <message>
        <source>its seed or opponent levels are missing</source>
        <translation>Startwert oder Spielstärken der Gegner fehlen</translation>
    </message>
    <message>
        <source>its moves do not replay ({error})</source>
        <translation>die Züge lassen sich nicht nachspielen ({error})</translation>
    </message>
    <message>
        <source>it cannot be read ({error})</source>
        <translation>es ist nicht lesbar ({error})</translation>
    </message>
    <message>
        <source>a later version of the game wrote it</source>
        <translation>eine neuere Version des Spiels hat es geschrieben</translation>
    </message>
    <message>
        <source>its opponent levels do not fit the table</source>
        <translation>die Spielstärken der Gegner passen nicht zum Tisch</translation>
    </message>
    <message>
        <source>it holds a value of the wrong kind</source>
        <translation>es enthält einen Wert der falschen Art</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Cards</source>
        <extracomment>Each line of the round&apos;s count: its title, its short title (a narrow column head), each side&apos;s cell.</extracomment>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Settebello</source>
        <translation>Settebello</translation>
    </message>
    <message>
        <source>Primiera</source>
        <translation>Primiera</translation>
    </message>
    <message>
        <source>Prim.</source>
        <translation>Prim.</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Scope</translation>
    </message>
    <message numerus="yes">
        <source>Match · %n round(s), card values</source>
        <translation>
            <numerusform>Partie · %n Runde, Kartenwerte</numerusform>
            <numerusform>Partie · %n Runden, Kartenwerte</numerusform>
        </translation>
    </message>
    <message>
        <source>Match · first to {target}</source>
        <translation>Partie · bis {target} Punkte</translation>
    </message>
    <message>
        <source>Round {number} (over)</source>
        <translation>Runde {number} (beendet)</translation>
    </message>
    <message>
        <source>Round {number} so far</source>
        <translation>Runde {number} bisher</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Zügig</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Gemächlich</translation>
    </message>
    <message>
        <source>Yes, except against hard</source>
        <translation>Ja, außer gegen schwer</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Accepted with a new language and asked to restart the game in it now.</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>A match where a move was taken back or a hint shown is counted apart, as assisted.</source>
        <translation>Eine Partie, in der ein Zug zurückgenommen oder ein Tipp gezeigt wurde, zählt getrennt als unterstützt.</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationen</translation>
    </message>
    <message>
        <source>Opponents&apos; pace</source>
        <translation>Tempo der Gegner</translation>
    </message>
    <message>
        <source>Allow undo</source>
        <translation>Rückgängig erlauben</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start des Spiels.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
</context>
<context>
    <name>Skins</name>
    <message>
        <source>French</source>
        <extracomment>Standard pip positions; pips below the middle are drawn upside down.</extracomment>
        <translation>Französisch</translation>
    </message>
    <message>
        <source>French suits: diamonds, hearts, spades, clubs; J, Q, K for 8, 9, 10.</source>
        <translation>Französische Farben: Karo, Herz, Pik, Kreuz; J, Q, K (Bube, Dame, König) für 8, 9, 10.</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Großdruck</translation>
    </message>
    <message>
        <source>Huge numerals and bold, colour-blind-safe suit symbols, readable across the room.</source>
        <translation>Riesige Zahlen und kräftige Farbsymbole, auch bei Farbenblindheit unterscheidbar und noch vom anderen Ende des Raums lesbar.</translation>
    </message>
    <message>
        <source>Napoletane</source>
        <translation>Napoletane</translation>
    </message>
    <message>
        <source>The Neapolitan pack: bright coins, goblets, curved swords and clubs, full-length figures.</source>
        <translation>Das neapolitanische Blatt: leuchtende Münzen, Kelche, gebogene Schwerter und Keulen, Figuren in ganzer Gestalt.</translation>
    </message>
    <message>
        <source>Piacentine</source>
        <translation>Piacentine</translation>
    </message>
    <message>
        <source>The northern Italian pack: straight swords, knobbly batons, double-ended figures.</source>
        <translation>Das norditalienische Blatt: gerade Schwerter, knorrige Stäbe, doppelköpfige Figuren.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics cannot be kept this time ({error}).</source>
        <translation>Die Statistik kann diesmal nicht gespeichert werden ({error}).</translation>
    </message>
    <message>
        <source>The statistics could not be read ({error}). They are kept as {file}; counting starts afresh.</source>
        <translation>Die Statistik ließ sich nicht lesen ({error}). Sie wurde als {file} aufbewahrt; die Zählung beginnt neu.</translation>
    </message>
    <message>
        <source>The statistics kept in the settings could not be read ({error}).</source>
        <translation>Die in den Einstellungen gespeicherte Statistik ließ sich nicht lesen ({error}).</translation>
    </message>
    <message>
        <source>They are kept as {file}.</source>
        <translation>Sie wurde als {file} aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Gewonnen %</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Punkte pro Runde</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Scope</translation>
    </message>
    <message>
        <source>Settebello</source>
        <translation>Settebello</translation>
    </message>
    <message>
        <source>Primiera</source>
        <translation>Primiera</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Beste Partie</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>No match finished yet: statistics count every match played to its end, and a match left unfinished as lost.</source>
        <translation>Noch keine Partie beendet: Die Statistik zählt jede zu Ende gespielte Partie; eine abgebrochene Partie zählt als verloren.</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>The statistics cannot be read: {error}</source>
        <translation>Die Statistik ist nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>{table} (assisted)</source>
        <translation>{table} (unterstützt)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every match counted so far?</source>
        <translation>Alle bisher gezählten Partien vergessen?</translation>
    </message>
    <message>
        <source>vs {opponents}, {goal}</source>
        <translation>gegen {opponents}, {goal}</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>jeder für sich</translation>
    </message>
    <message numerus="yes">
        <source>%n sides</source>
        <translation>
            <numerusform>%n Team</numerusform>
            <numerusform>%n Teams</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} players {sides} ({opponents}), {goal}</source>
        <translation>{players} Spieler, {sides} ({opponents}), {goal}</translation>
    </message>
    <message>
        <source>to {target}</source>
        <translation>bis {target}</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Stock {count}</source>
        <translation>Stapel {count}</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Letzte Hand</translation>
    </message>
    <message numerus="yes">
        <source>%n scopa(s)</source>
        <translation>
            <numerusform>%n Scopa</numerusform>
            <numerusform>%n Scope</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt…</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>{card} takes {cards}</source>
        <translation>{card} nimmt {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Choose a card from your hand first (click it, or press 1-3).</source>
        <translation>Wähle zuerst eine Karte aus deiner Hand (anklicken oder 1-3 drücken).</translation>
    </message>
    <message>
        <source>Drop the card on the table in the middle.</source>
        <translation>Lass die Karte auf dem Tisch in der Mitte los.</translation>
    </message>
    <message>
        <source>{card} can take in more than one way: drop it on the card you want.</source>
        <translation>{card} kann auf mehrere Arten nehmen: Zieh die Karte auf die Tischkarte, die du nehmen willst.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Denari</source>
        <translation>Denari</translation>
    </message>
    <message>
        <source>Coppe</source>
        <translation>Coppe</translation>
    </message>
    <message>
        <source>Spade</source>
        <translation>Spade</translation>
    </message>
    <message>
        <source>Bastoni</source>
        <translation>Bastoni</translation>
    </message>
    <message>
        <source>Asso</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Fante</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Cavallo</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>König</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>card-value scoring</source>
        <extracomment>Variant id -&gt; its name; the Italian ones are names in every language.</extracomment>
        <translation>Wertung nach Kartenwerten</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <extracomment>Refusal kind -&gt; its sentence; {card} is the card played, {rank} its value, {cards} the table cards concerned.</extracomment>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} ist nicht auf deiner Hand.</translation>
    </message>
    <message>
        <source>That is not a set of table cards.</source>
        <translation>Das ist keine gültige Auswahl von Tischkarten.</translation>
    </message>
    <message>
        <source>{cards}: not on the table.</source>
        <translation>{cards}: nicht auf dem Tisch.</translation>
    </message>
    <message>
        <source>{card} takes nothing here: it must be laid on the table.</source>
        <translation>{card} kann hier nichts nehmen: Die Karte muss auf den Tisch gelegt werden.</translation>
    </message>
    <message>
        <source>{card} is an ace: it takes every card on the table.</source>
        <translation>{card} ist ein Ass: Es nimmt alle Karten vom Tisch.</translation>
    </message>
    <message>
        <source>{card} must capture: a card that can take may not be laid.</source>
        <translation>{card} muss fischen: Eine Karte, die nehmen kann, darf nicht abgelegt werden.</translation>
    </message>
    <message>
        <source>{card} must take exactly one table card of the same rank (before any sum).</source>
        <translation>{card} muss genau eine Tischkarte mit gleichem Rang nehmen (gleicher Rang geht vor Summe).</translation>
    </message>
    <message>
        <source>{cards} do not add up to {rank}.</source>
        <translation>{cards} ergeben zusammen nicht {rank}.</translation>
    </message>
    <message>
        <source>{cards} is not worth {rank}.</source>
        <translation>{cards} hat nicht den Wert {rank}.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
</context>
</TS>
