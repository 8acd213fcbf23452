<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>CaptureChooser</name>
    <message>
        <source>Which cards?</source>
        <translation>Quali carte?</translation>
    </message>
    <message>
        <source>{card} can take:</source>
        <translation>{card} può prendere:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Noi</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Loro</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not yours: wait for the card.</source>
        <translation>Tocca a {name}, non a te: aspetta la sua giocata.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Il suggerimento è disponibile solo nel tuo turno.</translation>
    </message>
    <message>
        <source>Undo is off for this match (Game &gt; Settings).</source>
        <translation>L'annullamento è disattivato per questa partita (Partita &gt; Impostazioni).</translation>
    </message>
    <message>
        <source>There is nothing of yours to take back in this round.</source>
        <translation>In questa smazzata non hai mosse da annullare.</translation>
    </message>
    <message>
        <source>Could not save the game: {error}</source>
        <translation>Impossibile salvare la partita: {error}</translation>
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
        <translation>&lt;h3&gt;La scopa in breve&lt;/h3&gt;
&lt;p&gt;Si gioca una carta per turno. Se in tavola c&apos;è una carta dello &lt;b&gt;stesso valore&lt;/b&gt;, devi prendere esattamente una di quelle carte.
Altrimenti, se alcune carte in tavola &lt;b&gt;sommate&lt;/b&gt; danno il valore della tua carta, devi prendere una di queste combinazioni.
Altrimenti la carta resta in tavola. Una carta che può prendere non si può mai lasciare in tavola.&lt;/p&gt;
&lt;p&gt;Svuotare il tavolo è una &lt;b&gt;scopa&lt;/b&gt;: vale un punto (ma non con l&apos;ultima carta della smazzata).
Le carte rimaste alla fine vanno a chi ha preso per ultimo.&lt;/p&gt;
&lt;p&gt;A ogni smazzata: un punto a chi ha più &lt;b&gt;carte&lt;/b&gt;, uno a chi ha più &lt;b&gt;denari&lt;/b&gt;, uno per il &lt;b&gt;settebello&lt;/b&gt;
(7 di Denari) e uno per la &lt;b&gt;primiera&lt;/b&gt; migliore, più un punto per ogni scopa. Vince chi arriva per primo al punteggio stabilito;
in caso di parità in testa si gioca un&apos;altra smazzata.&lt;/p&gt;
&lt;p&gt;Mouse: trascina una carta sul tavolo (sopra la carta che vuoi prendere). Oppure fai clic su una carta, poi sulle carte
in tavola, e premi Invio. Il doppio clic gioca una carta che ha una sola scelta. I tasti 1-3 o le frecce scelgono,
Invio gioca, Esc annulla, H mostra un suggerimento, Ctrl+Z annulla la tua ultima mossa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>You laid {card}.</source>
        <translation>Hai calato {card}.</translation>
    </message>
    <message>
        <source>{name} laid {card}.</source>
        <translation>{name} ha calato {card}.</translation>
    </message>
    <message>
        <source>You took {cards} with {card}.</source>
        <translation>Hai preso {cards} con {card}.</translation>
    </message>
    <message>
        <source>{name} took {cards} with {card}.</source>
        <translation>{name} ha preso {cards} con {card}.</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>Moves</source>
        <extracomment>Starts a program detached from this one (replaced in tests). How to start this app again for &quot;Restart now&quot;; the desktop shell that started the window knows it (empty: restarting only closes the window).</extracomment>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>New deal: three cards each ({number} of {deals}).</source>
        <translation>Nuova mano: tre carte a testa ({number} di {deals}).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Annulla la mia ultima mossa</translation>
    </message>
    <message>
        <source>Save game &amp;record…</source>
        <translation>Salva la &amp;cronologia della partita…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Riepilogo delle regole</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Riepilogo delle regole</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Informazioni su {app}</translation>
    </message>
    <message>
        <source>Scopa, the Italian card game, by the real rules.</source>
        <translation>La scopa, il gioco di carte italiano, con le regole vere.</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Salva la cronologia della partita</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Cronologie di partita (*.json)</translation>
    </message>
    <message>
        <source>Could not save the record: {error}</source>
        <translation>Impossibile salvare la cronologia: {error}</translation>
    </message>
    <message>
        <source>Record saved to {path}.</source>
        <translation>Cronologia salvata in {path}.</translation>
    </message>
    <message>
        <source>Match over: {side} won. Game &gt; New game (Ctrl+N) to play again.</source>
        <translation>Partita finita, vince: {side}. Partita &gt; Nuova partita (Ctrl+N) per giocare ancora.</translation>
    </message>
    <message>
        <source>Round over.</source>
        <translation>Smazzata finita.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the table.</source>
        <translation>Tocca a te: trascina una carta sul tavolo.</translation>
    </message>
    <message>
        <source>{name} to play…</source>
        <translation>Tocca a {name}…</translation>
    </message>
    <message>
        <source>Match against {opponents}</source>
        <translation>Partita contro {opponents}</translation>
    </message>
    <message>
        <source>— Round {number}, you deal —</source>
        <translation>— Smazzata {number}, sei tu il mazziere —</translation>
    </message>
    <message>
        <source>Round {number}: you dealt.</source>
        <translation>Smazzata {number}: hai dato tu le carte.</translation>
    </message>
    <message>
        <source>— Round {number}, {name} deals —</source>
        <translation>— Smazzata {number}, mazziere: {name} —</translation>
    </message>
    <message>
        <source>Round {number}: {name} dealt.</source>
        <translation>Smazzata {number}: ha dato le carte {name}.</translation>
    </message>
    <message numerus="yes">
        <source>You took back your last move and %n move(s) after it.</source>
        <translation>
            <numerusform>Hai annullato la tua ultima mossa e %n mossa successiva.</numerusform>
            <numerusform>Hai annullato la tua ultima mossa e le %n mosse successive.</numerusform>
        </translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Hai annullato la tua ultima mossa.</translation>
    </message>
    <message>
        <source>Hint: play {card} and take {cards}.</source>
        <translation>Suggerimento: gioca {card} e prendi {cards}.</translation>
    </message>
    <message>
        <source>Hint: lay {card}.</source>
        <translation>Suggerimento: cala {card}.</translation>
    </message>
    <message>
        <source>Cards left on the table go to {side}, who took last: {cards}.</source>
        <translation>Le carte rimaste in tavola vanno a chi ha preso per ultimo ({side}): {cards}.</translation>
    </message>
    <message>
        <source>{side} won the match.</source>
        <translation>Partita vinta: {side}.</translation>
    </message>
    <message>
        <source>Unusable settings are back to their defaults: {keys}.</source>
        <translation>Le impostazioni inutilizzabili sono tornate ai valori predefiniti: {keys}.</translation>
    </message>
    <message>
        <source>The settings file was kept as {file}.</source>
        <translation>Il file delle impostazioni è stato conservato come {file}.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. It is kept as {file} in {folder}; a new match has started.</source>
        <translation>Impossibile riprendere la partita salvata: {error}. È stata conservata come {file} in {folder}; è iniziata una nuova partita.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. A new match has started.</source>
        <translation>Impossibile riprendere la partita salvata: {error}. È iniziata una nuova partita.</translation>
    </message>
    <message>
        <source>Welcome back: your match goes on where you left it.</source>
        <translation>Ecco la tua partita: riprende da dove l&apos;avevi lasciata.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Scopone (4 players, 9 cards each)</source>
        <translation>Scopone (4 giocatori, 9 carte a testa)</translation>
    </message>
    <message>
        <source>Scopone scientifico (10 cards each, none on the table)</source>
        <translation>Scopone scientifico (10 carte a testa, nessuna in tavola)</translation>
    </message>
    <message>
        <source>Asso piglia tutto (an ace takes the whole table)</source>
        <translation>Asso piglia tutto (l&apos;asso prende tutte le carte in tavola)</translation>
    </message>
    <message>
        <source>Napola (1-2-3 of Denari and up)</source>
        <translation>Napola (1-2-3 di Denari e seguenti)</translation>
    </message>
    <message>
        <source>Re bello (King of Denari scores)</source>
        <translation>Re bello (il Re di Denari fa punto)</translation>
    </message>
    <message>
        <source>Rosmarino (Fante of Spade scores)</source>
        <translation>Rosmarino (il Fante di Spade fa punto)</translation>
    </message>
    <message>
        <source>Card-value scoring (German guide)</source>
        <translation>Punteggio a valore delle carte (guida tedesca)</translation>
    </message>
    <message>
        <source>Counter-clockwise</source>
        <translation>Antiorario</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Orario</translation>
    </message>
    <message>
        <source>Every scopa but the last card</source>
        <translation>Ogni scopa, tranne con l&apos;ultima carta</translation>
    </message>
    <message>
        <source>No scopa in the last deal</source>
        <translation>Nessuna scopa all&apos;ultima mano</translation>
    </message>
    <message>
        <source>Scopone is played by 4 players in two teams.</source>
        <extracomment>RulesError kinds a player can run into here -&gt; what the dialog says.</extracomment>
        <translation>Lo scopone si gioca in 4, divisi in due squadre.</translation>
    </message>
    <message>
        <source>Choose either Scopone or Scopone scientifico, not both.</source>
        <translation>Scegli Scopone oppure Scopone scientifico, non entrambi.</translation>
    </message>
    <message>
        <source>Each alone</source>
        <translation>Ognuno per sé</translation>
    </message>
    <message>
        <source>{teams} teams of {size}</source>
        <translation>{teams} squadre da {size}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>11 points</source>
        <translation>11 punti</translation>
    </message>
    <message>
        <source>21 points</source>
        <translation>21 punti</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Altro…</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Si gioca a</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} giocatori</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <source>Direction of play</source>
        <translation>Senso di gioco</translation>
    </message>
    <message>
        <source>Scopa in the last deal</source>
        <translation>Scopa all&apos;ultima mano</translation>
    </message>
    <message>
        <source>Rounds (card-value scoring)</source>
        <translation>Smazzate (punteggio a valore delle carte)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>The match in progress will be counted as lost in the statistics.</source>
        <translation>La partita in corso verrà contata come persa nelle statistiche.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dai le carte</translation>
    </message>
</context>
<context>
    <name>RoundOverDialog</name>
    <message>
        <source>Match over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>Round {number} over</source>
        <translation>Fine della smazzata {number}</translation>
    </message>
    <message>
        <source>{side} win the match, {score}</source>
        <translation>Partita vinta: {side}, {score}</translation>
    </message>
    <message>
        <source>You win the match, {score}</source>
        <translation>Hai vinto la partita, {score}</translation>
    </message>
    <message>
        <source>{side} wins the match, {score}</source>
        <translation>{side} ha vinto la partita, {score}</translation>
    </message>
    <message>
        <source>Round {number}: the count</source>
        <translation>Smazzata {number}: il conteggio</translation>
    </message>
    <message>
        <source>Points this round</source>
        <translation>Punti della smazzata</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Totale della partita</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Prossima smazzata</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Denari</translation>
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
        <translation>niente primiera (manca un seme)</translation>
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
        <translation>scala fino a {card}: {points}</translation>
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
        <translation>Valori delle carte</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>it is not a Scopa Desktop saved game</source>
        <translation>non è una partita salvata di Scopa Desktop</translation>
    </message>
    <message>
        <source>its seed or opponent levels are missing</source>
        <translation>mancano il seed o i livelli degli avversari</translation>
    </message>
    <message>
        <source>its moves do not replay ({error})</source>
        <translation>le sue mosse non si possono rigiocare ({error})</translation>
    </message>
    <message>
        <source>it cannot be read ({error})</source>
        <translation>non si può leggere ({error})</translation>
    </message>
    <message>
        <source>a later version of the game wrote it</source>
        <translation>l'ha scritta una versione più recente del gioco</translation>
    </message>
    <message>
        <source>its opponent levels do not fit the table</source>
        <translation>i livelli degli avversari non corrispondono al tavolo</translation>
    </message>
    <message>
        <source>it holds a value of the wrong kind</source>
        <translation>contiene un valore del tipo sbagliato</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Cards</source>
        <extracomment>Each line of the round&apos;s count: its title, its short title (a narrow column head), each side&apos;s cell.</extracomment>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Denari</translation>
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
            <numerusform>Partita · %n smazzata, valori delle carte</numerusform>
            <numerusform>Partita · %n smazzate, valori delle carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Match · first to {target}</source>
        <translation>Partita · a {target} punti</translation>
    </message>
    <message>
        <source>Round {number} (over)</source>
        <translation>Smazzata {number} (finita)</translation>
    </message>
    <message>
        <source>Round {number} so far</source>
        <translation>Smazzata {number} in corso</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>Disattivate</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Immediato</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Svelto</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Tranquillo</translation>
    </message>
    <message>
        <source>Yes, except against hard</source>
        <translation>Sì, tranne contro difficile</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Accepted with a new language and asked to restart the game in it now.</extracomment>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>A match where a move was taken back or a hint shown is counted apart, as assisted.</source>
        <translation>Una partita in cui si è annullata una mossa o chiesto un suggerimento si conta a parte, come assistita.</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animazioni</translation>
    </message>
    <message>
        <source>Opponents&apos; pace</source>
        <translation>Ritmo degli avversari</translation>
    </message>
    <message>
        <source>Allow undo</source>
        <translation>Consenti di annullare</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation>La nuova lingua comparirà al prossimo avvio del gioco.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Riavvia ora</translation>
    </message>
</context>
<context>
    <name>Skins</name>
    <message>
        <source>French</source>
        <extracomment>Standard pip positions; pips below the middle are drawn upside down.</extracomment>
        <translation>Francesi</translation>
    </message>
    <message>
        <source>French suits: diamonds, hearts, spades, clubs; J, Q, K for 8, 9, 10.</source>
        <translation>Semi francesi: quadri, cuori, picche, fiori; J, Q, K al posto di 8, 9, 10.</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Caratteri grandi</translation>
    </message>
    <message>
        <source>Huge numerals and bold, colour-blind-safe suit symbols, readable across the room.</source>
        <translation>Numeri enormi e simboli dei semi marcati, adatti ai daltonici, leggibili anche da lontano.</translation>
    </message>
    <message>
        <source>Napoletane</source>
        <translation>Napoletane</translation>
    </message>
    <message>
        <source>The Neapolitan pack: bright coins, goblets, curved swords and clubs, full-length figures.</source>
        <translation>Il mazzo napoletano: denari vivaci, coppe, spade ricurve e bastoni, figure intere.</translation>
    </message>
    <message>
        <source>Piacentine</source>
        <translation>Piacentine</translation>
    </message>
    <message>
        <source>The northern Italian pack: straight swords, knobbly batons, double-ended figures.</source>
        <translation>Il mazzo del Nord Italia: spade dritte, bastoni nodosi, figure a doppia testa.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics cannot be kept this time ({error}).</source>
        <translation>Questa volta le statistiche non possono essere conservate ({error}).</translation>
    </message>
    <message>
        <source>The statistics could not be read ({error}). They are kept as {file}; counting starts afresh.</source>
        <translation>Impossibile leggere le statistiche ({error}). Sono conservate come {file}; il conteggio riparte da zero.</translation>
    </message>
    <message>
        <source>The statistics kept in the settings could not be read ({error}).</source>
        <translation>Impossibile leggere le statistiche conservate nelle impostazioni ({error}).</translation>
    </message>
    <message>
        <source>They are kept as {file}.</source>
        <translation>Sono conservate come {file}.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Giocate</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% vinte</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Serie migliore</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Punti per smazzata</translation>
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
        <translation>Partita migliore</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>No match finished yet: statistics count every match played to its end, and a match left unfinished as lost.</source>
        <translation>Nessuna partita ancora conclusa: le statistiche contano ogni partita giocata fino alla fine, e come persa ogni partita lasciata a metà.</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Azzera…</translation>
    </message>
    <message>
        <source>The statistics cannot be read: {error}</source>
        <translation>Impossibile leggere le statistiche: {error}</translation>
    </message>
    <message>
        <source>{table} (assisted)</source>
        <translation>{table} (assistita)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Forget every match counted so far?</source>
        <translation>Cancellare tutte le partite contate finora?</translation>
    </message>
    <message>
        <source>vs {opponents}, {goal}</source>
        <translation>contro {opponents}, {goal}</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>ognuno per sé</translation>
    </message>
    <message numerus="yes">
        <source>%n sides</source>
        <translation>
            <numerusform>%n squadra</numerusform>
            <numerusform>%n squadre</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} players {sides} ({opponents}), {goal}</source>
        <translation>{players} giocatori, {sides} ({opponents}), {goal}</translation>
    </message>
    <message>
        <source>to {target}</source>
        <translation>a {target} punti</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n smazzata</numerusform>
            <numerusform>%n smazzate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Stock {count}</source>
        <translation>Mazzo {count}</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Ultima mano</translation>
    </message>
    <message numerus="yes">
        <source>%n scopa(s)</source>
        <translation>
            <numerusform>%n scopa</numerusform>
            <numerusform>%n scope</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>tocca a te</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>ci pensa…</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>{card} takes {cards}</source>
        <translation>{card} prende {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Choose a card from your hand first (click it, or press 1-3).</source>
        <translation>Prima scegli una carta dalla tua mano (fai clic o premi 1-3).</translation>
    </message>
    <message>
        <source>Drop the card on the table in the middle.</source>
        <translation>Rilascia la carta sul tavolo, al centro.</translation>
    </message>
    <message>
        <source>{card} can take in more than one way: drop it on the card you want.</source>
        <translation>{card} può prendere in più modi: rilascialo sulla carta che vuoi prendere.</translation>
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
        <translation>Asso</translation>
    </message>
    <message>
        <source>Fante</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Cavallo</source>
        <translation>Cavallo</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>card-value scoring</source>
        <extracomment>Variant id -&gt; its name; the Italian ones are names in every language.</extracomment>
        <translation>punteggio a valore delle carte</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <extracomment>Refusal kind -&gt; its sentence; {card} is the card played, {rank} its value, {cards} the table cards concerned.</extracomment>
        <translation>La smazzata è finita.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>Non hai {card} in mano.</translation>
    </message>
    <message>
        <source>That is not a set of table cards.</source>
        <translation>Non è una combinazione di carte in tavola.</translation>
    </message>
    <message>
        <source>{cards}: not on the table.</source>
        <translation>{cards}: non in tavola.</translation>
    </message>
    <message>
        <source>{card} takes nothing here: it must be laid on the table.</source>
        <translation>{card} qui non prende nulla: va calato in tavola.</translation>
    </message>
    <message>
        <source>{card} is an ace: it takes every card on the table.</source>
        <translation>{card} è un asso: prende tutte le carte in tavola.</translation>
    </message>
    <message>
        <source>{card} must capture: a card that can take may not be laid.</source>
        <translation>{card} deve prendere: una carta che può prendere non si può lasciare in tavola.</translation>
    </message>
    <message>
        <source>{card} must take exactly one table card of the same rank (before any sum).</source>
        <translation>{card} deve prendere esattamente una carta in tavola dello stesso valore (la presa diretta viene prima della somma).</translation>
    </message>
    <message>
        <source>{cards} do not add up to {rank}.</source>
        <translation>{cards}: la somma non fa {rank}.</translation>
    </message>
    <message>
        <source>{cards} is not worth {rank}.</source>
        <translation>{cards} non vale {rank}.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
</context>
</TS>
