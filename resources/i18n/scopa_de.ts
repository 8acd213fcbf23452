<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>Accessible</name>
    <message>
        <source>Press to play this card with the capture chosen.</source>
        <translation>Drücken spielt diese Karte mit dem gewählten Fang.</translation>
    </message>
    <message>
        <source>Nobody plays at this window: choose this card to hear what it would take.</source>
        <translation>In diesem Fenster spielt niemand: Wähle diese Karte, um zu hören, was sie fischen würde.</translation>
    </message>
    <message>
        <source>Toggle to take this card into the capture or leave it.</source>
        <translation>Umschalten nimmt diese Karte in den Fang auf oder lässt sie liegen.</translation>
    </message>
    <message>
        <source>Toggle to try this card in the capture of the chosen card, or leave it.</source>
        <translation>Umschalten probiert diese Karte im Fang der gewählten Karte aus oder lässt sie liegen.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <source>Your hand, the table cards, the other hands, the capture piles and the stock. Number keys or the arrows choose a card, Tab goes to the table cards, Space takes one, Enter plays. F2 reads the whole position.</source>
        <translation>Deine Hand, die Karten auf dem Tisch, die anderen Hände, die gefischten Karten und der Stapel. Zifferntasten oder Pfeile wählen eine Karte, Tab geht zu den Tischkarten, Leertaste nimmt eine in den Fang auf, Eingabe spielt. F2 liest die ganze Lage vor.</translation>
    </message>
    <message>
        <source>Every hand face up, the table cards, the capture piles and the stock. A card chosen says what it would take; nothing is played from here. F2 reads the whole position.</source>
        <translation>Alle Hände offen, die Karten auf dem Tisch, die gefischten Karten und der Stapel. Eine gewählte Karte sagt, was sie fischen würde; von hier wird nichts gespielt. F2 liest die ganze Lage vor.</translation>
    </message>
    <message>
        <source>Ctrl+Tab goes on to the window&apos;s other controls.</source>
        <translation>Strg+Tab geht weiter zu den anderen Bedienelementen des Fensters.</translation>
    </message>
    <message>
        <source>{card}, in your hand, {index} of {count}</source>
        <translation>{card}, in deiner Hand, {index} von {count}</translation>
    </message>
    <message>
        <source>selected, takes {cards}</source>
        <translation>gewählt, fischt {cards}</translation>
    </message>
    <message>
        <source>selected, may take more than one set</source>
        <translation>gewählt, kann mehr als eine Kombination fischen</translation>
    </message>
    <message>
        <source>selected, is laid on the table</source>
        <translation>gewählt, wird auf den Tisch gelegt</translation>
    </message>
    <message>
        <source>{card}, in {name}&apos;s hand, {index} of {count}</source>
        <translation>{card}, in der Hand von {name}, {index} von {count}</translation>
    </message>
    <message>
        <source>{card}, on the table, {index} of {count}</source>
        <translation>{card}, auf dem Tisch, {index} von {count}</translation>
    </message>
    <message>
        <source>in set {numbers}</source>
        <translation>in Kombination {numbers}</translation>
    </message>
    <message>
        <source>in your capture</source>
        <translation>in deinem Fang</translation>
    </message>
    <message>
        <source>in the capture</source>
        <translation>im Fang</translation>
    </message>
    <message>
        <source>You hold {cards}</source>
        <translation>Du hast {cards} auf der Hand</translation>
    </message>
    <message>
        <source>{name} holds {cards}</source>
        <translation>{name} hat {cards} auf der Hand</translation>
    </message>
    <message>
        <source>Your side&apos;s captures: {cards}</source>
        <translation>Von deinem Team gefischt: {cards}</translation>
    </message>
    <message>
        <source>Your captures: {cards}</source>
        <translation>Von dir gefischt: {cards}</translation>
    </message>
    <message>
        <source>Captured by {side}: {cards}</source>
        <translation>Von {side} gefischt: {cards}</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Stapel: leer</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Stapel: {cards}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{card} may take: {sets}. Press the number of a set, or Enter for set {current}.</source>
        <translation>{card} kann fischen: {sets}. Drück die Nummer einer Kombination, oder Eingabe für Kombination {current}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Deine Hand: {cards}.</translation>
    </message>
    <message>
        <source>Table: {cards}.</source>
        <translation>Auf dem Tisch: {cards}.</translation>
    </message>
    <message>
        <source>{name} holds: {cards}.</source>
        <translation>{name} hat auf der Hand: {cards}.</translation>
    </message>
    <message>
        <source>Match score: {score}.</source>
        <translation>Stand der Partie: {score}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>You play next.</source>
        <translation>Als Nächstes spielst du.</translation>
    </message>
    <message>
        <source>{name} to play.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>You play {card} and take {cards}.</source>
        <translation>Du spielst {card} und fischst {cards}.</translation>
    </message>
    <message>
        <source>{name} plays {card} and takes {cards}.</source>
        <translation>{name} spielt {card} und fischt {cards}.</translation>
    </message>
    <message>
        <source>You lay {card} on the table.</source>
        <translation>Du legst {card} auf den Tisch.</translation>
    </message>
    <message>
        <source>{name} lays {card} on the table.</source>
        <translation>{name} legt {card} auf den Tisch.</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>Points this round: {points}. Cards: {cards}. Coins: {coins}. Settebello: {holder}.</source>
        <translation>Punkte dieser Runde: {points}. Karten: {cards}. Münzen: {coins}. Settebello: {holder}.</translation>
    </message>
    <message>
        <source>Primiera: {primiera}.</source>
        <translation>Primiera: {primiera}.</translation>
    </message>
    <message>
        <source>Scope: {scope}.</source>
        <translation>Scope: {scope}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Deine Hand: {cards}.</translation>
    </message>
    <message>
        <source>Match between {players}.</source>
        <translation>Partie zwischen {players}.</translation>
    </message>
    <message>
        <source>Match with {partners} against {opponents}.</source>
        <translation>Partie mit {partners} gegen {opponents}.</translation>
    </message>
    <message>
        <source>Match against {opponents}.</source>
        <translation>Partie gegen {opponents}.</translation>
    </message>
    <message>
        <source>Round {number}, you deal.</source>
        <translation>Runde {number}, du teilst aus.</translation>
    </message>
    <message>
        <source>Round {number}, {name} deals.</source>
        <translation>Runde {number}, {name} teilt aus.</translation>
    </message>
    <message>
        <source>On the table: {cards}.</source>
        <translation>Auf dem Tisch: {cards}.</translation>
    </message>
    <message>
        <source>New deal, {number} of {deals}.</source>
        <translation>Neues Austeilen, {number} von {deals}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <source>{cards} left on the table go to {side}.</source>
        <translation>{cards}, auf dem Tisch geblieben, gehen an {side}.</translation>
    </message>
    <message>
        <source>{cards} left on the table go to your side.</source>
        <translation>{cards}, auf dem Tisch geblieben, gehen an dein Team.</translation>
    </message>
    <message>
        <source>{cards} left on the table go to you.</source>
        <translation>{cards}, auf dem Tisch geblieben, gehen an dich.</translation>
    </message>
    <message>
        <source>Round {number} over.</source>
        <translation>Runde {number} vorbei.</translation>
    </message>
    <message>
        <source>Match score: {score}.</source>
        <translation>Stand der Partie: {score}.</translation>
    </message>
    <message>
        <source>A tie at the top: another round is played.</source>
        <translation>Gleichstand an der Spitze: Es wird eine weitere Runde gespielt.</translation>
    </message>
    <message>
        <source>Read the &amp;position aloud</source>
        <translation>&amp;Lage vorlesen</translation>
    </message>
</context>
<context>
    <name>AssistButtons</name>
    <message>
        <source>Undo</source>
        <translation>Zurücknehmen</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Could not save the game in {path}: {reason}.</source>
        <translation>Das Spiel konnte nicht in {path} gespeichert werden: {reason}.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Coins</source>
        <extracomment>The Italian suits and court cards in the window&apos;s language (the default; English as English guides name them), with their own way of making a card&apos;s name.</extracomment>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Cups</source>
        <translation>Kelche</translation>
    </message>
    <message>
        <source>Swords</source>
        <translation>Schwerter</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Stäbe</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} der {suit}</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <source>A message to the table holds at most {count} characters.</source>
        <translation>Eine Nachricht an den Tisch darf höchstens {count} Zeichen lang sein.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The coach is watching: after each of your moves it says what a better one would have won. H gives a hint with the reason.</source>
        <translation>Der Trainer schaut zu: Nach jedem deiner Züge sagt er, was ein besserer Zug gebracht hätte. H gibt einen Tipp mit Begründung.</translation>
    </message>
    <message>
        <source>Thinking about your best move…</source>
        <translation>Ich suche deinen besten Zug…</translation>
    </message>
    <message>
        <source>a {rank} is still unseen and the table now adds up to {rank}: scopa risk</source>
        <extracomment>Reason -&gt; what the played move did; {card} is a card, {rank} a capture value, {coins} the suit of coins.</extracomment>
        <translation>eine {rank} ist noch nicht aufgetaucht und der Tisch ergibt jetzt {rank}: Scopa-Gefahr</translation>
    </message>
    <message>
        <source>you could have swept the table for a scopa</source>
        <translation>du hättest den Tisch leer fischen können: Scopa</translation>
    </message>
    <message>
        <source>it gives the other side more chances of a scopa</source>
        <translation>es gibt den Gegnern mehr Gelegenheiten für ein Scopa</translation>
    </message>
    <message>
        <source>you let the settebello go</source>
        <translation>du hast den Settebello ziehen lassen</translation>
    </message>
    <message>
        <source>{card} would have kept your primiera</source>
        <translation>{card} hätte dir die Primiera gesichert</translation>
    </message>
    <message>
        <source>you laid {card}, a primiera card, for the other side to take</source>
        <translation>du hast {card}, eine Primiera-Karte, für die Gegner zum Fischen auf den Tisch gelegt</translation>
    </message>
    <message>
        <source>you left cards to the other side, and most cards is a point</source>
        <translation>du hast den Gegnern Karten überlassen, und die meisten Karten sind einen Punkt wert</translation>
    </message>
    <message>
        <source>the better move wins more points over the round</source>
        <translation>der bessere Zug bringt über die Runde mehr Punkte</translation>
    </message>
    <message>
        <source>It leaves no table that an unseen {rank} could sweep.</source>
        <extracomment>Reason -&gt; why the hint&apos;s move beats the next best one, as a sentence.</extracomment>
        <translation>Es lässt keinen Tisch, den eine noch nicht gesehene {rank} leer fischen könnte.</translation>
    </message>
    <message>
        <source>It sweeps the table: scopa!</source>
        <translation>Es fischt den Tisch leer: Scopa!</translation>
    </message>
    <message>
        <source>It gives the other side fewer chances of a scopa.</source>
        <translation>Es gibt den Gegnern weniger Gelegenheiten für ein Scopa.</translation>
    </message>
    <message>
        <source>It keeps the settebello for you.</source>
        <translation>Es sichert dir den Settebello.</translation>
    </message>
    <message>
        <source>{card} keeps your primiera.</source>
        <translation>{card} sichert dir die Primiera.</translation>
    </message>
    <message>
        <source>It does not give away {card}, a primiera card.</source>
        <translation>Es verschenkt nicht {card}, eine Primiera-Karte.</translation>
    </message>
    <message>
        <source>you left {coins} to the other side</source>
        <translation>du hast den Gegnern {coins} überlassen</translation>
    </message>
    <message>
        <source>It wins more {coins}.</source>
        <translation>Es bringt mehr {coins}.</translation>
    </message>
    <message>
        <source>It wins more cards.</source>
        <translation>Es bringt mehr Karten.</translation>
    </message>
    <message>
        <source>It wins the most points over the round.</source>
        <translation>Es bringt über die Runde die meisten Punkte.</translation>
    </message>
    <message>
        <source>play {card} and take {cards}</source>
        <translation>Spiel {card} und fisch {cards}</translation>
    </message>
    <message>
        <source>lay {card}</source>
        <translation>Leg {card} auf den Tisch</translation>
    </message>
    <message>
        <source>Good move: no other was clearly better.</source>
        <translation>Guter Zug: Kein anderer war deutlich besser.</translation>
    </message>
    <message>
        <source>That cost about {points} points: {reason}. Better: {move}.</source>
        <translation>Das hat dich etwa {points} Punkte gekostet: {reason}. Besser: {move}.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Tipp: {move}.</translation>
    </message>
    <message>
        <source>It is your only move.</source>
        <translation>Es ist dein einziger Zug.</translation>
    </message>
    <message>
        <source>Other moves are about as good.</source>
        <translation>Andere Züge sind etwa gleich gut.</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n auf der Hand</numerusform>
            <numerusform>%n auf der Hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n taken</source>
        <translation>
            <numerusform>%n gefischt</numerusform>
            <numerusform>%n gefischt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scopa(s)</source>
        <translation>
            <numerusform>%n Scopa</numerusform>
            <numerusform>%n Scope</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) in the statistics could not be read: they are left out of the figures, and left as they are in {file}.</source>
        <translation>
            <numerusform>%n Partie in der Statistik ließ sich nicht lesen: Sie fehlt in den Zahlen und bleibt unverändert in {file}.</numerusform>
            <numerusform>%n Partien in der Statistik ließen sich nicht lesen: Sie fehlen in den Zahlen und bleiben unverändert in {file}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The statistics of %n table(s) kept by an earlier version of the game could not be read: they are left out of the figures, and left as they are in {file}.</source>
        <translation>
            <numerusform>Die Statistik von %n Tisch aus einer früheren Version des Spiels ließ sich nicht lesen: Sie fehlt in den Zahlen und bleibt unverändert in {file}.</numerusform>
            <numerusform>Die Statistik von %n Tischen aus einer früheren Version des Spiels ließ sich nicht lesen: Sie fehlt in den Zahlen und bleibt unverändert in {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Felts</name>
    <message>
        <source>Green felt</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Blauer Filz</translation>
    </message>
    <message>
        <source>Red felt</source>
        <translation>Roter Filz</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
</context>
<context>
    <name>GameController</name>
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
</context>
<context>
    <name>GuidedDeal</name>
    <message>
        <source>Your first deal! The {settebello} on the table is the settebello, a point on its own. A card takes a table card of its value, or cards that add up to it: your {card} takes {cards}, as 7 + 2 make 9. Drag it onto them, or press its number key, then Enter.</source>
        <translation>Deine erste Hand! Die {settebello} auf dem Tisch ist der Settebello, allein schon ein Punkt. Eine Karte fischt eine Tischkarte ihres Werts oder Karten, die zusammen ihren Wert ergeben: Deine {card} fischt {cards}, denn 7 + 2 macht 9. Zieh sie darauf, oder drück ihre Zahltaste und dann Eingabe.</translation>
    </message>
    <message>
        <source>No table card has the value of your {card}, but {cards} add up to it: one card takes them both. Every card counts: most cards is a point.</source>
        <translation>Keine Tischkarte hat den Wert deiner {card}, aber {cards} ergeben ihn zusammen: Eine Karte fischt beide. Jede Karte zählt: Die meisten Karten sind einen Punkt wert.</translation>
    </message>
    <message>
        <source>{cards} make the value of your {card}: take them and the table is empty. That is a scopa, one more point, and two more coins!</source>
        <translation>{cards} ergeben den Wert deiner {card}: Fisch sie, und der Tisch ist leer. Das ist ein Scopa, ein Punkt mehr, und zwei Münzen dazu!</translation>
    </message>
    <message>
        <source>Now it is up to you. H shows a good move, and the coach at the side says after each of your moves what it cost.</source>
        <translation>Jetzt bist du dran. H zeigt einen guten Zug, und der Trainer an der Seite sagt dir nach jedem deiner Züge, was er gekostet hat.</translation>
    </message>
    <message>
        <source>Guided first deal</source>
        <translation>Geführte erste Hand</translation>
    </message>
    <message>
        <source>Leave the match in progress for the guided deal? It will be counted as lost in the statistics.</source>
        <translation>Die laufende Partie für die geführte Hand verlassen? Sie wird in der Statistik als verloren gezählt.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>The guided deal is over</source>
        <translation>Die geführte Hand ist vorbei</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Partie beginnen</translation>
    </message>
    <message>
        <source>For this deal only, {name} plays at {level} and the coach is on; then your own settings again.</source>
        <translation>Nur für diese Hand spielt {name} auf Stufe {level}, und der Trainer ist an; danach gelten wieder deine Einstellungen.</translation>
    </message>
    <message>
        <source>Welcome to Scopa</source>
        <extracomment>The deck offered at the first start to those who read the cards with difficulty (skins.large_print).</extracomment>
        <translation>Willkommen bei Scopa</translation>
    </message>
    <message>
        <source>New to Scopa? A guided first deal shows you the moves, with notes on the table and the coach at your side.</source>
        <translation>Neu bei Scopa? Eine geführte erste Hand zeigt dir die Züge, mit Hinweisen auf dem Tisch und dem Trainer an deiner Seite.</translation>
    </message>
    <message>
        <source>Play the guided deal</source>
        <translation>Geführte Hand spielen</translation>
    </message>
    <message>
        <source>Now a match of your own, as in your settings: at the table with {players}, and the coach as you set it. The guided deal is not counted in the statistics.</source>
        <translation>Jetzt eine eigene Partie, wie in deinen Einstellungen: am Tisch mit {players}, und der Trainer so, wie du ihn eingestellt hast. Die geführte Hand zählt nicht in der Statistik.</translation>
    </message>
    <message>
        <source>Just play</source>
        <translation>Einfach spielen</translation>
    </message>
    <message>
        <source>Large print cards (easier to read)</source>
        <translation>Karten in Großdruck (leichter zu lesen)</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Einen Tisch hosten</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Encrypt the table (TLS)</source>
        <translation>Tisch verschlüsseln (TLS)</translation>
    </message>
    <message>
        <source>The table code, the seats and the chat travel encrypted. Friends are shown this computer&apos;s certificate once, to compare with what your window shows.</source>
        <translation>Tischcode, Plätze und Chat werden verschlüsselt übertragen. Deinen Freunden wird das Zertifikat dieses Computers einmal gezeigt, zum Vergleich mit dem, was dein Fenster anzeigt.</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Ein Freund</translation>
    </message>
    <message>
        <source>Open until a friend joins</source>
        <translation>Frei, bis jemand beitritt</translation>
    </message>
    <message>
        <source>AI, {level}</source>
        <translation>KI, {level}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>mid-sentence: You &amp; seat 3 against seat 2 &amp; seat 4</comment>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <extracomment>A row of cards: card ids, each with a caption (may be empty), and symbols (&quot;→&quot;, &quot;+&quot;) between them.</extracomment>
        <translation>Spielanleitung</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <source>Scopa is played with 40 cards in four suits. You take cards from the table; the points are counted at the end of each round.</source>
        <translation>Scopa wird mit 40 Karten in vier Farben gespielt. Du fischst Karten vom Tisch; die Punkte werden am Ende jeder Runde gezählt.</translation>
    </message>
    <message>
        <source>Each suit has ten cards: the {ace} is worth 1, the 2 to the 7 their number, the {jack} 8, the {knight} 9 and the {king} 10. With a French pack, the Jack, Queen and King are 8, 9 and 10, and Diamonds are the {coins}.</source>
        <translation>Jede Farbe hat zehn Karten: Das {ace} zählt 1, die 2 bis 7 ihre Zahl, der {jack} 8, der {knight} 9 und der {king} 10. Mit französischen Karten zählen Bube, Dame und König 8, 9 und 10, und Karo sind die {coins}.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Each player gets three cards and four go face up on the table. In your turn you play one card from your hand.</source>
        <translation>Jeder bekommt drei Karten, und vier kommen offen auf den Tisch. In deinem Zug spielst du eine Karte aus der Hand.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Same value:&lt;/b&gt; if a table card has the same value as yours, you take it. If several do, you take exactly one of them, the one you choose.</source>
        <translation>&lt;b&gt;Gleicher Wert:&lt;/b&gt; Hat eine Tischkarte denselben Wert wie deine, fischst du sie. Haben ihn mehrere, fischst du genau eine davon, nach deiner Wahl.</translation>
    </message>
    <message>
        <source>you play</source>
        <translation>du spielst</translation>
    </message>
    <message>
        <source>you take</source>
        <translation>du fischst</translation>
    </message>
    <message>
        <source>&lt;b&gt;A sum:&lt;/b&gt; otherwise, if two or more table cards add up to your card&apos;s value, you take them all. A single card of the same value always goes before a sum.</source>
        <translation>&lt;b&gt;Eine Summe:&lt;/b&gt; Sonst, wenn zwei oder mehr Tischkarten zusammen den Wert deiner Karte ergeben, fischst du sie alle. Eine einzelne Karte gleichen Werts geht immer vor einer Summe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing to take:&lt;/b&gt; the card stays on the table. A card that can take must take: it may never be laid. Which card you play is up to you.</source>
        <translation>&lt;b&gt;Nichts zu fischen:&lt;/b&gt; Die Karte bleibt auf dem Tisch. Eine Karte, die fischen kann, muss fischen: Sie darf nie abgelegt werden. Welche Karte du spielst, entscheidest du.</translation>
    </message>
    <message>
        <source>When every hand is empty, three more cards each, none to the table, until the stock is used up. The cards still on the table at the end go to whoever took last.</source>
        <translation>Sind alle Hände leer, gibt es wieder drei Karten für jeden, keine auf den Tisch, bis der Stapel aufgebraucht ist. Die Karten, die am Ende noch auf dem Tisch liegen, bekommt, wer zuletzt gefischt hat.</translation>
    </message>
    <message>
        <source>The scopa</source>
        <translation>Das Scopa</translation>
    </message>
    <message>
        <source>Taking every card on the table is a &lt;b&gt;scopa&lt;/b&gt; (a sweep): one point. The next player then has nothing to take. It does not count with the very last card of the round.</source>
        <translation>Alle Karten vom Tisch zu fischen ist ein &lt;b&gt;Scopa&lt;/b&gt; (ein Besen): ein Punkt. Der nächste Spieler hat dann nichts zu fischen. Mit der allerletzten Karte der Runde zählt es nicht.</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>auf dem Tisch</translation>
    </message>
    <message>
        <source>scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>The count</source>
        <translation>Die Wertung</translation>
    </message>
    <message>
        <source>At the end of the round each side counts one point for each of these it wins alone (a tie scores nobody):&lt;br&gt;• &lt;b&gt;Cards&lt;/b&gt;: the most cards.&lt;br&gt;• &lt;b&gt;Coins&lt;/b&gt;: the most {coins}.&lt;br&gt;• &lt;b&gt;Settebello&lt;/b&gt;: the {settebello}.&lt;br&gt;• &lt;b&gt;Primiera&lt;/b&gt;: the best primiera (below).&lt;br&gt;• &lt;b&gt;Scope&lt;/b&gt;: one point for each scopa.</source>
        <translation>Am Ende der Runde bekommt ein Spieler oder Team einen Punkt für alles hiervon, was er oder es allein gewinnt (bei Gleichstand bekommt ihn niemand):&lt;br&gt;• &lt;b&gt;Karten&lt;/b&gt;: die meisten Karten.&lt;br&gt;• &lt;b&gt;Münzen&lt;/b&gt;: die meisten {coins}.&lt;br&gt;• &lt;b&gt;Settebello&lt;/b&gt;: die {settebello}.&lt;br&gt;• &lt;b&gt;Primiera&lt;/b&gt;: die beste Primiera (unten).&lt;br&gt;• &lt;b&gt;Scope&lt;/b&gt;: ein Punkt für jedes Scopa.</translation>
    </message>
    <message>
        <source>An {ace} takes every card on the table; that is not a scopa. On an empty table it is laid.</source>
        <translation>Ein {ace} fischt alle Karten vom Tisch; das ist kein Scopa. Auf einen leeren Tisch wird es gelegt.</translation>
    </message>
    <message>
        <source>The {ace}, 2 and 3 of {coins} together score 3 points, and one more for each further coin in an unbroken run (4, 5 …), up to 10.</source>
        <translation>{ace}, 2 und 3 der {coins} zusammen zählen 3 Punkte, und einen mehr für jede weitere Münze in lückenloser Folge (4, 5 …), bis 10.</translation>
    </message>
    <message>
        <source>The {card} scores a point, as the settebello does.</source>
        <translation>Der {card} zählt einen Punkt, wie der Settebello.</translation>
    </message>
    <message>
        <source>The {card} scores a point.</source>
        <translation>Der {card} zählt einen Punkt.</translation>
    </message>
    <message>
        <source>settebello</source>
        <translation>Settebello</translation>
    </message>
    <message>
        <source>&lt;b&gt;Primiera:&lt;/b&gt; take your best card of each suit by these values and add the four up; the highest sum wins. A side lacking a whole suit has no primiera. So sevens are precious, then sixes and aces.</source>
        <translation>&lt;b&gt;Primiera:&lt;/b&gt; Nimm deine beste Karte jeder Farbe nach diesen Werten und zähle die vier zusammen; die höchste Summe gewinnt. Wem eine ganze Farbe fehlt, der hat keine Primiera. Darum sind Siebenen kostbar, dann Sechsen und Asse.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Die Partie</translation>
    </message>
    <message>
        <source>The rounds&apos; points add up until a side reaches the target (11 unless you choose another). The highest total then wins; on a tie at the top another round is played.</source>
        <translation>Die Punkte der Runden zählen zusammen, bis ein Spieler oder Team das Ziel erreicht (11, wenn du kein anderes wählst). Dann gewinnt die höchste Summe; bei Gleichstand an der Spitze wird noch eine Runde gespielt.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>The New game dialog offers these; each one is off unless you choose it.</source>
        <translation>Der Dialog „Neues Spiel“ bietet diese an; jede ist aus, bis du sie wählst.</translation>
    </message>
    <message>
        <source>4 players in two teams; 9 cards each and 4 on the table, in a single deal.</source>
        <translation>4 Spieler in zwei Teams; je 9 Karten und 4 auf dem Tisch, in einem einzigen Austeilen.</translation>
    </message>
    <message>
        <source>As Scopone, but 10 cards each and none on the table.</source>
        <translation>Wie Scopone, aber je 10 Karten und keine auf dem Tisch.</translation>
    </message>
    <message>
        <source>Each side scores the values of its cards, plus one point for each scopa, for most cards, most coins and the settebello (no primiera), over an agreed number of rounds.</source>
        <translation>Jeder Spieler oder jedes Team zählt die Werte seiner Karten, dazu einen Punkt für jedes Scopa, für die meisten Karten, die meisten Münzen und den Settebello (keine Primiera), über eine vereinbarte Zahl von Runden.</translation>
    </message>
    <message>
        <source>Two options change the table rather than the scoring: the direction of play (counter-clockwise or clockwise), and whether a scopa still counts in the last deal.</source>
        <translation>Zwei Optionen ändern das Spiel am Tisch, nicht die Wertung: die Spielrichtung (gegen oder im Uhrzeigersinn) und ob ein Scopa in der letzten Hand noch zählt.</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>So spielst du hier</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto the table, or onto the card you want to take. Or click a card, click the table cards to take, and press Enter. Keys 1 to 3 choose a card, Esc cancels, Ctrl+Z takes back your last move.</source>
        <translation>Zieh eine Karte aus deiner Hand auf den Tisch oder auf die Karte, die du fischen willst. Oder klick eine Karte an, dann die Tischkarten, und drück Enter. Die Tasten 1 bis 3 wählen eine Karte, Esc bricht ab, Strg+Z nimmt deinen letzten Zug zurück.</translation>
    </message>
    <message>
        <source>Without the mouse, Tab goes between your hand and the table cards, Space takes a table card, Enter plays. Ctrl+Tab and Ctrl+Shift+Tab leave the table for the window&apos;s other controls; F2 reads the whole position aloud.</source>
        <translation>Ohne Maus geht Tab zwischen deiner Hand und den Tischkarten, Leertaste nimmt eine Tischkarte in den Fang auf, Eingabe spielt. Strg+Tab und Strg+Umschalt+Tab verlassen den Tisch zu den anderen Bedienelementen des Fensters; F2 liest die ganze Lage vor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; shows a hint. With the coach on (Settings), it also tells you after each of your moves what a better one would have won, and why.</source>
        <translation>&lt;b&gt;H&lt;/b&gt; zeigt einen Tipp. Mit eingeschaltetem Trainer (Einstellungen) sagt er dir außerdem nach jedem deiner Züge, was ein besserer gebracht hätte, und warum.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>An einem Tisch mitspielen</translation>
    </message>
    <message>
        <source>A name or number, with :port when it is not 7373; or a ws:// or wss:// address for a server behind a web server.</source>
        <translation>Ein Name oder eine Nummer, mit :Port, wenn er nicht 7373 ist; oder eine ws://- oder wss://-Adresse für einen Server hinter einem Webserver.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tische in diesem Netzwerk</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Tischcode</translation>
    </message>
    <message>
        <source>Secure connection (TLS)</source>
        <translation>Sichere Verbindung (TLS)</translation>
    </message>
    <message>
        <source>For a server on the internet that speaks TLS: the table code, your seat and the chat travel encrypted.</source>
        <translation>Für einen Server im Internet, der TLS spricht: Tischcode, dein Platz und der Chat werden verschlüsselt übertragen.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network ({reason}).</source>
        <translation>Tische in diesem Netzwerk können nicht gesucht werden ({reason}).</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Suche nach Tischen…</translation>
    </message>
    <message>
        <source>A table</source>
        <translation>Ein Tisch</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n Platz frei</numerusform>
            <numerusform>%n Plätze frei</numerusform>
        </translation>
    </message>
    <message>
        <source>your seat is kept</source>
        <translation>dein Platz wird freigehalten</translation>
    </message>
    <message>
        <source>, encrypted</source>
        <translation>, verschlüsselt</translation>
    </message>
    <message>
        <source>{host} — table {code}, {seats} ({address})</source>
        <translation>{host} — Tisch {code}, {seats} ({address})</translation>
    </message>
    <message>
        <source>That is not a table server&apos;s address: type its name or number, with :port when it is not 7373, or a ws:// or wss:// address.</source>
        <translation>Das ist keine Adresse eines Tisch-Servers: Gib seinen Namen oder seine Nummer ein, mit :Port, wenn er nicht 7373 ist, oder eine ws://- oder wss://-Adresse.</translation>
    </message>
</context>
<context>
    <name>LocalNarrator</name>
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
</context>
<context>
    <name>MainWindow</name>
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
        <extracomment>Starts a program detached from this one (replaced in tests). How to start this app again for &quot;Restart now&quot;; the desktop shell that started the window knows it (empty: restarting only closes the window). Sets up the game in the window (``attach_game``) just after its first paint; None once done.
----------
A line of the log: its words, or what says them (in the card names of the moment) each time it is told.</extracomment>
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
        <translation>&amp;Zug zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Play online…</source>
        <translation>&amp;Online spielen…</translation>
    </message>
    <message>
        <source>Review a game r&amp;ecord…</source>
        <translation>Au&amp;fzeichnung ansehen…</translation>
    </message>
    <message>
        <source>&amp;Watch a match…</source>
        <translation>Partie zu&amp;schauen…</translation>
    </message>
    <message>
        <source>Save game &amp;record…</source>
        <translation>Spiel&amp;protokoll speichern…</translation>
    </message>
    <message>
        <source>Could not save the record as {path}: {reason}</source>
        <translation>Das Protokoll konnte nicht unter {path} gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
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
        <source>Re&amp;view last match</source>
        <translation>Letzte Partie &amp;ansehen</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>&amp;Spielanleitung…</translation>
    </message>
    <message>
        <source>&amp;Guided first deal</source>
        <translation>&amp;Geführte erste Hand</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Regelübersicht</translation>
    </message>
    <message>
        <source>Read the &amp;position aloud</source>
        <translation>&amp;Lage vorlesen</translation>
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
        <source>Record saved to {path}.</source>
        <translation>Protokoll gespeichert unter {path}.</translation>
    </message>
    <message>
        <source>Game &gt; New game (Ctrl+N) to play again.</source>
        <translation>Neue Partie mit Spiel &gt; Neues Spiel (Strg+N).</translation>
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
        <source>Sounds off (M)</source>
        <translation>Töne aus (M)</translation>
    </message>
    <message>
        <source>Round {number}: {name} dealt.</source>
        <translation>Runde {number}: {name} hat gegeben.</translation>
    </message>
    <message>
        <source>Hint: play {card} and take {cards}.</source>
        <translation>Tipp: Spiel {card} und fisch {cards}.</translation>
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
        <source>Your last match is over: you won ({score}). Game &gt; Review last match shows it again.</source>
        <translation>Deine letzte Partie ist vorbei: Du hast gewonnen ({score}). Spiel &gt; Letzte Partie ansehen zeigt sie noch einmal.</translation>
    </message>
    <message>
        <source>Your last match is over: your side won ({score}). Game &gt; Review last match shows it again.</source>
        <translation>Deine letzte Partie ist vorbei: Dein Team hat gewonnen ({score}). Spiel &gt; Letzte Partie ansehen zeigt sie noch einmal.</translation>
    </message>
    <message>
        <source>Your last match is over: {side} won ({score}). Game &gt; Review last match shows it again.</source>
        <translation>Deine letzte Partie ist vorbei. Sieg: {side} ({score}). Spiel &gt; Letzte Partie ansehen zeigt sie noch einmal.</translation>
    </message>
    <message>
        <source>Round {number} had ended: {points}. Game &gt; Match sheet shows its count.</source>
        <translation>Runde {number} war vorbei: {points}. Spiel &gt; Spielbogen zeigt ihre Abrechnung.</translation>
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
        <source>Your settings cannot be saved: {file} cannot be written. What you change lasts until you quit.</source>
        <translation>Deine Einstellungen können nicht gespeichert werden: {file} ist nicht beschreibbar. Was du änderst, gilt, bis du das Spiel beendest.</translation>
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
    <message>
        <source>&amp;Mute sounds</source>
        <translation>St&amp;ummschalten</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <translation>Einen Tisch &amp;hosten…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>An einem Tisch &amp;mitspielen…</translation>
    </message>
    <message>
        <source>M&amp;atch sheet…</source>
        <translation>Spielbo&amp;gen…</translation>
    </message>
</context>
<context>
    <name>MatchSetupDialog</name>
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
        <extracomment>Two seats a row: a row each, six players&apos; seats made New game scroll on a netbook (by 32 px in German). Each other seat as the partners&apos; line names it mid-sentence, the way its label does (&quot;Giulia&quot;; &quot;seat 2&quot; where the seats go by number): named two ways, a player could not tell which seat was whose.</extracomment>
        <translation>Jeder für sich</translation>
    </message>
    <message>
        <source>{teams} teams of {size}</source>
        <translation>{teams} Teams zu je {size}</translation>
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
        <source>Points to play to</source>
        <translation>Punkte, bis zu denen gespielt wird</translation>
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
        <source>Each plays alone.</source>
        <translation>Jeder spielt für sich.</translation>
    </message>
    <message>
        <source>{us} against {them}</source>
        <translation>{us} gegen {them}</translation>
    </message>
    <message>
        <source>{us} against {them} and {others}</source>
        <translation>{us} gegen {them} und {others}</translation>
    </message>
</context>
<context>
    <name>MatchSheet</name>
    <message>
        <source>Cards</source>
        <extracomment>The count&apos;s columns (the primiera where the rules count it); the scoring variants&apos; lines follow them.</extracomment>
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
        <source>Scope</source>
        <translation>Scope</translation>
    </message>
</context>
<context>
    <name>MatchSheetDialog</name>
    <message>
        <source>Match sheet</source>
        <translation>Spielbogen</translation>
    </message>
    <message>
        <source>No round has ended yet: each round is written here when it ends.</source>
        <translation>Noch ist keine Runde zu Ende: Jede Runde wird hier eingetragen, sobald sie endet.</translation>
    </message>
</context>
<context>
    <name>MatchSheetTable</name>
    <message>
        <source>Match sheet</source>
        <translation>Spielbogen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <comment>rounds</comment>
        <translation>{first} bis {last}</translation>
    </message>
    <message>
        <source>Played while you were away: only the points are known</source>
        <translation>Gespielt, während du weg warst: nur die Punkte sind bekannt</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Start the match</source>
        <translation>Partie beginnen</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Sag etwas zum Tisch</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Plätze am Tisch</translation>
    </message>
    <message>
        <source>Table news and chat</source>
        <translation>Neuigkeiten vom Tisch und Chat</translation>
    </message>
    <message>
        <source>Message to the table</source>
        <translation>Nachricht an den Tisch</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <source>M&amp;atch sheet…</source>
        <translation>Spielbo&amp;gen…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>{name}: table {code} has ended</source>
        <translation>{name}: Tisch {code} ist beendet</translation>
    </message>
    <message>
        <source>{name} is away; their seat waits for them, and an AI plays it after 2 minutes until they are back.</source>
        <translation>{name} ist abwesend; der Platz wartet auf ihn oder sie, und nach 2 Minuten spielt ihn eine KI, bis er oder sie zurück ist.</translation>
    </message>
    <message>
        <source>{name} is away; their seat waits for them.</source>
        <translation>{name} ist abwesend; der Platz wartet auf ihn oder sie.</translation>
    </message>
    <message>
        <source>The table is paused: the server cannot save the game just now.</source>
        <translation>Der Tisch ist angehalten: Der Server kann das Spiel gerade nicht speichern.</translation>
    </message>
    <message>
        <source>A new certificate was made for your tables ({problem}): friends who trusted the old one are told it has changed.</source>
        <translation>Für deine Tische wurde ein neues Zertifikat erstellt ({problem}): Freunden, die dem alten vertraut haben, wird gesagt, dass es sich geändert hat.</translation>
    </message>
    <message>
        <source>A certificate of its own</source>
        <translation>Ein selbst erstelltes Zertifikat</translation>
    </message>
    <message>
        <source>No authority vouches for the certificate of {server}. Its fingerprint is:

{fingerprint}

Ask the host to read theirs to you. Join and trust it from now on if they are the same?</source>
        <translation>Keine Zertifizierungsstelle bürgt für das Zertifikat von {server}. Sein Fingerabdruck ist:

{fingerprint}

Bitte den Gastgeber, dir seinen vorzulesen. Beitreten und diesem Zertifikat von nun an vertrauen, wenn beide gleich sind?</translation>
    </message>
    <message>
        <source>{server} did not answer as a table server.</source>
        <translation>{server} hat nicht wie ein Tisch-Server geantwortet.</translation>
    </message>
    <message>
        <source>The certificate has changed</source>
        <translation>Das Zertifikat hat sich geändert</translation>
    </message>
    <message>
        <source>{server} now shows a different certificate from the one you trusted before:

{shown}

instead of

{pinned}

Someone may be listening in, so the game does not connect. If the host really made a new certificate, remove {server} from {file} and join again.</source>
        <translation>{server} zeigt jetzt ein anderes Zertifikat als das, dem du vorher vertraut hast:

{shown}

statt

{pinned}

Jemand könnte mithören, darum verbindet sich das Spiel nicht. Wenn der Gastgeber wirklich ein neues Zertifikat erstellt hat, entferne {server} aus {file} und tritt erneut bei.</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Verbinde mit {server}…</translation>
    </message>
    <message>
        <source>Round {number} is over. Totals: {totals}.</source>
        <translation>Runde {number} ist vorbei. Stand: {totals}.</translation>
    </message>
    <message>
        <source>(open seat)</source>
        <translation>(freier Platz)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(abwesend)</translation>
    </message>
    <message>
        <source>{name} sits down at the table.</source>
        <translation>{name} setzt sich an den Tisch.</translation>
    </message>
    <message>
        <source>{name} has left the table: seat {number} is open again.</source>
        <translation>{name} hat den Tisch verlassen: Platz {number} ist wieder frei.</translation>
    </message>
    <message>
        <source>{name} has left the table: {ai} plays the seat from now on.</source>
        <translation>{name} hat den Tisch verlassen: Ab jetzt spielt {ai} den Platz.</translation>
    </message>
    <message>
        <source>An AI plays for {name} until they are back.</source>
        <translation>Eine KI spielt für {name}, bis er oder sie zurück ist.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} ist zurück.</translation>
    </message>
    <message>
        <source>{host} has closed the table for now, keeping it for later: it waits for them, and so does your seat.</source>
        <translation>{host} hat den Tisch vorerst geschlossen und für später behalten: Er wartet auf ihn oder sie, und dein Platz wartet auf dich.</translation>
    </message>
    <message>
        <source>{host}&apos;s game has stopped without a word: the table waits for them on their computer, and so does your seat.</source>
        <translation>Das Spiel von {host} wurde ohne ein Wort beendet: Der Tisch wartet dort auf die Rückkehr, und dein Platz wartet auf dich.</translation>
    </message>
    <message>
        <source>This window joins the table again if {host} hosts it again within {wait}; or close it, and take your seat back then with Game → Join a table or the offer at the next start.</source>
        <translation>Dieses Fenster kehrt an den Tisch zurück, wenn {host} ihn innerhalb von {wait} wieder bereitstellt; oder schließe es und nimm deinen Platz dann mit Spiel → An einem Tisch mitspielen oder dem Angebot beim nächsten Start zurück.</translation>
    </message>
    <message>
        <source>{host} has not hosted the table again within {wait}: this window has stopped trying to join it. Try again once they host it, or take your seat back then with Game → Join a table or the offer at the next start.</source>
        <translation>{host} hat den Tisch innerhalb von {wait} nicht wieder bereitgestellt: Dieses Fenster versucht nicht mehr, an ihn zurückzukehren. Versuche es erneut, sobald der Tisch wieder bereitsteht, oder nimm deinen Platz dann mit Spiel → An einem Tisch mitspielen oder dem Angebot beim nächsten Start zurück.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n more player(s) to sit down.</source>
        <translation>
            <numerusform>Es fehlt noch %n Spieler am Tisch.</numerusform>
            <numerusform>Es fehlen noch %n Spieler am Tisch.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat is taken: start the match when you are ready.</source>
        <translation>Alle Plätze sind besetzt: Beginne die Partie, wenn du so weit bist.</translation>
    </message>
    <message>
        <source>Waiting for {host} to start the match.</source>
        <translation>Warten, bis {host} die Partie beginnt.</translation>
    </message>
    <message>
        <source>The server saves the game again: play goes on.</source>
        <translation>Der Server speichert das Spiel wieder: Es geht weiter.</translation>
    </message>
    <message>
        <source>Table {code}</source>
        <translation>Tisch {code}</translation>
    </message>
    <message>
        <source>Friends join at {address}, port {port}.</source>
        <translation>Freunde verbinden sich mit {address}, Port {port}.</translation>
    </message>
    <message>
        <source>Table {code} at {address}, port {port}.</source>
        <translation>Tisch {code} auf {address}, Port {port}.</translation>
    </message>
    <message>
        <source>Encrypted. Read your friends this fingerprint to compare with the one they are shown:</source>
        <translation>Verschlüsselt. Lies deinen Freunden diesen Fingerabdruck vor, zum Vergleich mit dem, der ihnen gezeigt wird:</translation>
    </message>
    <message>
        <source>Cannot reach {server}: {reason}</source>
        <translation>{server} ist nicht erreichbar: {reason}</translation>
    </message>
    <message>
        <source>{server} did not answer as a table server. If it is a secure server, join again with Secure connection (TLS) ticked.</source>
        <translation>{server} hat nicht wie ein Tisch-Server geantwortet. Wenn es ein sicherer Server ist, tritt erneut bei, mit angehaktem „Sichere Verbindung (TLS)“.</translation>
    </message>
    <message>
        <source>{name} at table {code}</source>
        <translation>{name} an Tisch {code}</translation>
    </message>
    <message>
        <source>The table waits for its host, {host}: you are back at it as soon as they are.</source>
        <translation>Der Tisch wartet auf seinen Gastgeber, {host}: Du bist wieder dabei, sobald er oder sie zurück ist.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <source>Close table {code}? You may end it for everyone at it, or keep it and resume it at the next start, when your friends get their seats back.</source>
        <translation>Tisch {code} schließen? Du kannst ihn für alle beenden oder ihn behalten und beim nächsten Start fortsetzen; dann bekommen deine Freunde ihre Plätze zurück.</translation>
    </message>
    <message>
        <source>End it for everyone</source>
        <translation>Für alle beenden</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Für später behalten</translation>
    </message>
    <message>
        <source>Your table {code} is hosted on port {port} already. Host this one on another port, or close that table first.</source>
        <translation>Dein Tisch {code} wird bereits auf Port {port} bereitgestellt. Stelle diesen auf einem anderen Port bereit oder schließe zuerst jenen Tisch.</translation>
    </message>
    <message>
        <source>Cannot host a table on port {port}: {reason}</source>
        <translation>Auf Port {port} kann kein Tisch bereitgestellt werden: {reason}</translation>
    </message>
    <message>
        <source>Your hosted table</source>
        <translation>Dein bereitgestellter Tisch</translation>
    </message>
    <message>
        <source>Your table {code} is kept as it was. Host it again now? Friends who were at it get their seats back.</source>
        <translation>Dein Tisch {code} ist so behalten, wie er war. Jetzt wieder bereitstellen? Freunde, die daran saßen, bekommen ihre Plätze zurück.</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Wieder bereitstellen</translation>
    </message>
    <message>
        <source>End it for good</source>
        <translation>Endgültig beenden</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>Cannot host table {code} on port {port} again: {reason}</source>
        <translation>Tisch {code} kann nicht erneut auf Port {port} bereitgestellt werden: {reason}</translation>
    </message>
    <message>
        <source>Leave table {code}? Your seat is kept: join the table again, or accept the offer at the next start, to take it back. An AI plays it after two minutes.</source>
        <translation>Tisch {code} verlassen? Dein Platz bleibt dir: Tritt dem Tisch wieder bei oder nimm das Angebot beim nächsten Start an, um ihn zurückzubekommen. Nach zwei Minuten spielt ihn eine KI.</translation>
    </message>
    <message>
        <source>Leave and keep my seat</source>
        <translation>Verlassen, Platz behalten</translation>
    </message>
    <message>
        <source>Give up my seat</source>
        <translation>Platz aufgeben</translation>
    </message>
    <message>
        <source>Your seat at a table</source>
        <translation>Dein Platz an einem Tisch</translation>
    </message>
    <message>
        <source>You still have a seat at table {code} ({server}) as {name}. Take it back now?</source>
        <translation>Du hast noch einen Platz an Tisch {code} ({server}) als {name}. Jetzt wieder Platz nehmen?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
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
    <name>OddsBar</name>
    <message>
        <source>Your chance to win</source>
        <translation>Deine Chance zu gewinnen</translation>
    </message>
    <message>
        <source>Your chance to win the round</source>
        <translation>Deine Chance, die Runde zu gewinnen</translation>
    </message>
    <message>
        <source>Your chance to win the match</source>
        <translation>Deine Chance, die Partie zu gewinnen</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>die Runde</translation>
    </message>
    <message>
        <source>the match</source>
        <translation>die Partie</translation>
    </message>
    <message>
        <source>{chance}: not known yet</source>
        <translation>{chance}: noch unbekannt</translation>
    </message>
    <message>
        <source>{chance}: {percent}</source>
        <translation>{chance}: {percent}</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>A name or number, with :port when it is not 7373; or a ws:// or wss:// address for a server behind a web server.</source>
        <translation>Ein Name oder eine Nummer, mit :Port, wenn er nicht 7373 ist; oder eine ws://- oder wss://-Adresse für einen Server hinter einem Webserver.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Secure connection (TLS)</source>
        <translation>Sichere Verbindung (TLS)</translation>
    </message>
    <message>
        <source>For a server that speaks TLS on its own port: your seat and the chat travel encrypted (a wss:// address is always secure).</source>
        <translation>Für einen Server, der auf seinem eigenen Port TLS spricht: Dein Platz und der Chat werden verschlüsselt übertragen (eine wss://-Adresse ist immer sicher).</translation>
    </message>
    <message>
        <source>Connect to a table server to see the tables waiting for players.</source>
        <translation>Verbinde dich mit einem Tisch-Server, um die Tische zu sehen, die auf Spieler warten.</translation>
    </message>
    <message>
        <source>Open tables</source>
        <translation>Offene Tische</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Join the table</source>
        <translation>Am Tisch &amp;mitspielen</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Spielen bis</translation>
    </message>
    <message>
        <source>&amp;Quick match</source>
        <translation>&amp;Schnelles Spiel</translation>
    </message>
    <message>
        <source>A seat at the first open table of this size and target, or a new one: AIs take the seats nobody comes to after the server&apos;s wait.</source>
        <translation>Ein Platz am ersten offenen Tisch dieser Größe und dieses Ziels, oder an einem neuen: Plätze, zu denen niemand kommt, übernehmen nach der Wartezeit des Servers KIs.</translation>
    </message>
    <message>
        <source>Open a &amp;public table…</source>
        <translation>Einen ö&amp;ffentlichen Tisch eröffnen…</translation>
    </message>
    <message>
        <source>That is not a table server&apos;s address: type its name or number, with :port when it is not 7373, or a ws:// or wss:// address.</source>
        <translation>Das ist keine Adresse eines Tisch-Servers: Gib seinen Namen oder seine Nummer ein, mit :Port, wenn er nicht 7373 ist, oder eine ws://- oder wss://-Adresse.</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Verbinde mit {server}…</translation>
    </message>
    <message numerus="yes">
        <source>%n open table(s) at {server}.</source>
        <translation>
            <numerusform>%n offener Tisch auf {server}.</numerusform>
            <numerusform>%n offene Tische auf {server}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No table at {server} waits for players: try a quick match, or open one.</source>
        <translation>Auf {server} wartet kein Tisch auf Spieler: Versuche ein schnelles Spiel oder eröffne einen.</translation>
    </message>
    <message numerus="yes">
        <source>%n AI(s)</source>
        <translation>
            <numerusform>%n KI</numerusform>
            <numerusform>%n KIs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n team(s)</source>
        <translation>
            <numerusform>in %n Team</numerusform>
            <numerusform>in %n Teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>to {target}</source>
        <translation>bis {target}</translation>
    </message>
    <message>
        <source>A table</source>
        <translation>Ein Tisch</translation>
    </message>
    <message>
        <source>{who} — {rules} — {free} (table {code})</source>
        <translation>{who} — {rules} — {free} (Tisch {code})</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n Platz frei</numerusform>
            <numerusform>%n Plätze frei</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected: the certificate of {server} is not trusted.</source>
        <translation>Nicht verbunden: Dem Zertifikat von {server} wird nicht vertraut.</translation>
    </message>
    <message>
        <source>Not connected: {server} shows another certificate.</source>
        <translation>Nicht verbunden: {server} zeigt ein anderes Zertifikat.</translation>
    </message>
    <message>
        <source>Open a public table</source>
        <translation>Einen öffentlichen Tisch eröffnen</translation>
    </message>
</context>
<context>
    <name>RatingPlot</name>
    <message numerus="yes">
        <source>Your rating after each of your %n rated match(es): from {first} to {last}</source>
        <translation>
            <numerusform>Deine Wertung nach deiner %n gewerteten Partie: von {first} bis {last}</numerusform>
            <numerusform>Deine Wertung nach jeder deiner %n gewerteten Partien: von {first} bis {last}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingView</name>
    <message>
        <source>Your rating appears after your first match against one AI opponent, played without hints or undo. {scale}</source>
        <translation>Deine Wertung erscheint nach deiner ersten Partie gegen einen Computergegner, gespielt ohne Tipps und ohne Zurücknehmen. {scale}</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message numerus="yes">
        <source>Your rating: {rating} ± {deviation}, from %n rated match(es): one opponent, no hints or undo.</source>
        <translation>
            <numerusform>Deine Wertung: {rating} ± {deviation}, aus %n gewerteten Partie: ein Gegner, ohne Tipps und Zurücknehmen.</numerusform>
            <numerusform>Deine Wertung: {rating} ± {deviation}, aus %n gewerteten Partien: ein Gegner, ohne Tipps und Zurücknehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{level} gives you an even match.</source>
        <translation>Die Stufe {level} ist für dich ein ausgeglichener Gegner.</translation>
    </message>
    <message>
        <source>Levels: {scale}</source>
        <translation>Stufen: {scale}</translation>
    </message>
</context>
<context>
    <name>RemoteGame</name>
    <message>
        <source>The server could not save your move: the table is paused.</source>
        <extracomment>Never a match carried on from a save (the sound of the deal is for every match that starts here).</extracomment>
        <translation>Der Server konnte deinen Zug nicht speichern: Der Tisch ist angehalten.</translation>
    </message>
    <message>
        <source>Your last card did not reach the table before the connection was lost: play again.</source>
        <translation>Deine letzte Karte hat den Tisch nicht erreicht, bevor die Verbindung verloren ging: Spiel noch einmal.</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Platz {seat}</translation>
    </message>
    <message>
        <source>The table is over: there are no more moves to make.</source>
        <translation>Der Tisch ist beendet: Es gibt keine Züge mehr.</translation>
    </message>
    <message>
        <source>The table is paused: the server cannot save the game just now. Play goes on as soon as it can.</source>
        <translation>Der Tisch ist angehalten: Der Server kann das Spiel gerade nicht speichern. Es geht weiter, sobald er es kann.</translation>
    </message>
    <message>
        <source>The connection to the table is lost: play again once you are back at your seat.</source>
        <translation>Die Verbindung zum Tisch ist verloren: Spiel noch einmal, sobald du wieder an deinem Platz bist.</translation>
    </message>
    <message>
        <source>It is not your turn: wait for the card.</source>
        <translation>Du bist nicht am Zug: Warte auf die Karte.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{name}: {card} takes {cards}</source>
        <translation>{name}: {card} fischt {cards}</translation>
    </message>
    <message>
        <source>{name}: {card} laid</source>
        <translation>{name}: {card} abgelegt</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Aufzeichnung ansehen</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Partieaufzeichnungen (*.json)</translation>
    </message>
    <message>
        <source>Not a game record that can be reviewed: {reason}</source>
        <translation>Keine Aufzeichnung, die sich ansehen lässt: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewGame</name>
    <message>
        <source>This is a review: step through the moves with the arrow keys.</source>
        <extracomment>Marked per round: the moves of the chosen seat that cost the most. A move that cost less than this is no mistake worth marking: the coach&apos;s own bar for a word on it, as a smaller cost is within what its sampled deals can tell apart (the guided deal&apos;s first advised move came out 0.08 below another as good, and was marked the costliest).</extracomment>
        <translation>Dies ist ein Rückblick: Gehe mit den Pfeiltasten durch die Züge.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of the match</source>
        <translation>Rückblick auf die Partie</translation>
    </message>
    <message>
        <source>The coach&apos;s notes for:</source>
        <translation>Hinweise des Trainers für:</translation>
    </message>
    <message>
        <source>Moves of the round (①②③: the costliest)</source>
        <translation>Züge der Runde (①②③: die teuersten)</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Anfang</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>◀◀ Round</source>
        <translation>◀◀ Runde</translation>
    </message>
    <message>
        <source>To the round before</source>
        <translation>Zur Runde davor</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>One move on</source>
        <translation>Einen Zug weiter</translation>
    </message>
    <message>
        <source>Round ▶▶</source>
        <translation>Runde ▶▶</translation>
    </message>
    <message>
        <source>To the next round</source>
        <translation>Zur nächsten Runde</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Ende ▶|</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}, move {move} of {moves}.</source>
        <translation>Runde {round} von {rounds}, Zug {move} von {moves}.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · move {move} of {moves}</source>
        <translation>Runde {round} von {rounds} · Zug {move} von {moves}</translation>
    </message>
    <message>
        <source>Round over: {points}. Match: {totals}</source>
        <translation>Runde vorbei: {points}. Partie: {totals}</translation>
    </message>
    <message>
        <source>The record stops here, before the end of the round. Match: {totals}</source>
        <translation>Die Aufzeichnung endet hier, vor dem Ende der Runde. Partie: {totals}</translation>
    </message>
    <message>
        <source>Match: {totals}</source>
        <translation>Partie: {totals}</translation>
    </message>
    <message>
        <source>Moves the coach has still to judge: {count}</source>
        <translation>Züge, die der Trainer noch beurteilen muss: {count}</translation>
    </message>
    <message>
        <source>{move} Costliest move number {rank} of the round, {cost} points below the best.</source>
        <translation>{move} Teuerster Zug Nummer {rank} der Runde, {cost} Punkte unter dem besten.</translation>
    </message>
    <message>
        <source>Start of round {round}. Step through it with ← and →.</source>
        <translation>Anfang der Runde {round}. Gehe mit ← und → hindurch.</translation>
    </message>
    <message>
        <source>No note here: the coach judges only the moves of the seat chosen above.</source>
        <translation>Hier kein Hinweis: Der Trainer beurteilt nur die Züge des oben gewählten Platzes.</translation>
    </message>
    <message>
        <source>The coach is thinking about this move…</source>
        <translation>Der Trainer denkt über diesen Zug nach…</translation>
    </message>
</context>
<context>
    <name>RoundOverDialog</name>
    <message>
        <source>Match over</source>
        <extracomment>More sides than this: tighter columns, and cells that wrap (&quot;no primiera (no Swords, no Cups)&quot; under each of six sides); fewer keep each result on one line, its mark beside it.</extracomment>
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
        <source>A tie at the top: another round is played.</source>
        <translation>Gleichstand an der Spitze: Es wird eine weitere Runde gespielt.</translation>
    </message>
    <message>
        <source>Primiera cards, {side}</source>
        <translation>Primiera-Karten, {side}</translation>
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
        <source>{points} of {target}</source>
        <translation>{points} von {target}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message numerus="yes">
        <source>{side} win the match with %n point(s)</source>
        <translation>
            <numerusform>Sieger der Partie: {side}, mit %n Punkt</numerusform>
            <numerusform>Sieger der Partie: {side}, mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the match with %n point(s)</source>
        <translation>
            <numerusform>Du gewinnst die Partie mit %n Punkt</numerusform>
            <numerusform>Du gewinnst die Partie mit %n Punkten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} wins the match with %n point(s)</source>
        <translation>
            <numerusform>{side} gewinnt die Partie mit %n Punkt</numerusform>
            <numerusform>{side} gewinnt die Partie mit %n Punkten</numerusform>
        </translation>
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
        <source>Scope</source>
        <translation>Scope</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <source>Scopa in a nutshell</source>
        <translation>Scopa in Kürze</translation>
    </message>
    <message>
        <source>Play one card a turn. If a table card has the &lt;b&gt;same rank&lt;/b&gt;, you must
take exactly one such card. Otherwise, if table cards &lt;b&gt;add up&lt;/b&gt; to your card&apos;s value, you must take one such set.
Otherwise the card is laid on the table. A card that can take may never be laid.</source>
        <translation>Spiele pro Zug eine Karte. Liegt auf dem Tisch eine Karte mit &lt;b&gt;gleichem Rang&lt;/b&gt;, musst du genau eine solche Karte fischen.
Sonst, wenn Tischkarten &lt;b&gt;zusammen&lt;/b&gt; den Wert deiner Karte ergeben, musst du eine solche Kombination fischen.
Sonst wird die Karte auf den Tisch gelegt. Eine Karte, die fischen kann, darf nie abgelegt werden.</translation>
    </message>
    <message>
        <source>An {ace} takes every card on the table (that is not a scopa).</source>
        <translation>Ein {ace} fischt alle Karten vom Tisch (das ist kein Scopa).</translation>
    </message>
    <message>
        <source>Emptying the table is a &lt;b&gt;scopa&lt;/b&gt;: one point (not with the very last
card of the round). Cards left at the end go to whoever took last.</source>
        <translation>Wer den Tisch leer fischt, macht ein &lt;b&gt;Scopa&lt;/b&gt;: ein Punkt (nicht mit der allerletzten Karte der Runde).
Am Ende übrige Karten bekommt, wer zuletzt gefischt hat.</translation>
    </message>
    <message>
        <source>Emptying the table is a &lt;b&gt;scopa&lt;/b&gt;: one point (none
in the last deal). Cards left at the end go to whoever took last.</source>
        <translation>Wer den Tisch leer fischt, macht ein &lt;b&gt;Scopa&lt;/b&gt;: ein Punkt (keines in der letzten Hand).
Am Ende übrige Karten bekommt, wer zuletzt gefischt hat.</translation>
    </message>
    <message>
        <source>Each round: one point each for most &lt;b&gt;cards&lt;/b&gt;,
most &lt;b&gt;coins&lt;/b&gt;{coins}, the &lt;b&gt;settebello&lt;/b&gt; ({settebello}) and the best &lt;b&gt;primiera&lt;/b&gt;, plus one per scopa.</source>
        <translation>In jeder Runde je ein Punkt für die meisten &lt;b&gt;Karten&lt;/b&gt;, die meisten &lt;b&gt;Münzen&lt;/b&gt;{coins},
den &lt;b&gt;Settebello&lt;/b&gt; ({settebello}) und die beste &lt;b&gt;Primiera&lt;/b&gt;, dazu einer pro Scopa.</translation>
    </message>
    <message>
        <source>Each round: every card you took scores its value ({ace} 1
… {king} 10), plus one point each for most &lt;b&gt;cards&lt;/b&gt;, most &lt;b&gt;coins&lt;/b&gt;{coins} and the &lt;b&gt;settebello&lt;/b&gt;
({settebello}), and one per scopa.</source>
        <translation>In jeder Runde zählt jede gefischte Karte ihren Wert ({ace} 1
… {king} 10), dazu je ein Punkt für die meisten &lt;b&gt;Karten&lt;/b&gt;, die meisten &lt;b&gt;Münzen&lt;/b&gt;{coins} und den &lt;b&gt;Settebello&lt;/b&gt;
({settebello}), und einer pro Scopa.</translation>
    </message>
    <message>
        <source>First to {target} wins; a tie at the top plays another round.</source>
        <translation>Wer zuerst {target} erreicht, gewinnt; bei Gleichstand an der Spitze wird eine weitere Runde gespielt.</translation>
    </message>
    <message>
        <source>Variants in play: {variants}.</source>
        <translation>Varianten im Spiel: {variants}.</translation>
    </message>
    <message>
        <source>Mouse: drag a card onto the table (onto the card you want to take).
Or click a card, click the table cards, press Enter. Double-click plays a card that has one choice. Keys 1-3 or arrows
choose, Enter plays, Esc cancels, H shows a hint, Ctrl+Z takes back your last move.</source>
        <translation>Maus: Zieh eine Karte auf den Tisch (auf die Karte, die du fischen willst). Oder klicke eine Karte an, dann die Tischkarten,
und drücke Enter. Ein Doppelklick spielt eine Karte, die nur eine Möglichkeit hat. Tasten 1-3 oder Pfeiltasten wählen aus,
Enter spielt, Esc bricht ab, H zeigt einen Tipp, Strg+Z nimmt deinen letzten Zug zurück.</translation>
    </message>
    <message>
        <source>Keyboard on the table: Tab goes between your hand and the table cards,
the arrows move, Space takes a table card into the capture or leaves it, Enter plays. When a card can take more than
one set, the sets light up on the table: click one, or go through them with Tab and take one with Enter.</source>
        <translation>Tastatur am Tisch: Tab wechselt zwischen deiner Hand und den Tischkarten, die Pfeiltasten bewegen, die Leertaste nimmt eine Tischkarte in den Fang auf oder lässt sie liegen, Enter spielt. Kann eine Karte mehr als eine Kombination fischen, leuchten die Kombinationen auf dem Tisch auf: Klicke auf eine oder gehe sie mit Tab durch und fisch eine mit Enter.</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s) the highest total wins; a tie plays one more round.</source>
        <translation>
            <numerusform>Nach %n Runde gewinnt die höchste Summe; bei Gleichstand wird eine weitere Runde gespielt.</numerusform>
            <numerusform>Nach %n Runden gewinnt die höchste Summe; bei Gleichstand wird eine weitere Runde gespielt.</numerusform>
        </translation>
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
        <source>7 bello</source>
        <translation>7 bello</translation>
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
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A side&apos;s primiera in the side panel&apos;s count: it has none (it lacks a suit).</extracomment>
        <translation>keine</translation>
    </message>
    <message numerus="yes">
        <source>Match · %n round(s), card values</source>
        <translation>
            <numerusform>Partie · %n Runde, Kartenwerte</numerusform>
            <numerusform>Partie · %n Runden, Kartenwerte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match · first to %n</source>
        <translation>
            <numerusform>Partie · bis %n Punkt</numerusform>
            <numerusform>Partie · bis %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Match points, {side}: {points}</source>
        <translation>Punkte der Partie, {side}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>{side}: {points} of the %n point(s) to win</source>
        <translation>
            <numerusform>{side}: {points} von %n Punkt zum Sieg</numerusform>
            <numerusform>{side}: {points} von den %n Punkten zum Sieg</numerusform>
        </translation>
    </message>
    <message>
        <source>{line} this round, {side}: {value}</source>
        <translation>{line} in dieser Runde, {side}: {value}</translation>
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
    <name>ScrollingScore</name>
    <message>
        <source>Score</source>
        <extracomment>What a screen reader calls the area the score panel scrolls in, at a networked table&apos;s side.</extracomment>
        <translation>Spielstand</translation>
    </message>
</context>
<context>
    <name>SeatSession</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>You are back at your seat.</source>
        <translation>Du bist wieder an deinem Platz.</translation>
    </message>
    <message>
        <source>The host has closed the table. Thank you for playing.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen. Danke fürs Spielen.</translation>
    </message>
    <message>
        <source>The table has ended: nobody played at it for too long.</source>
        <translation>Der Tisch ist beendet: Zu lange hat niemand daran gespielt.</translation>
    </message>
    <message>
        <source>The server has closed the table.</source>
        <translation>Der Server hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einem Tisch mitspielen</translation>
    </message>
    <message>
        <source>Table {code} has ended while you were away, and your seat with it.</source>
        <translation>Tisch {code} wurde beendet, während du weg warst, und mit ihm dein Platz.</translation>
    </message>
    <message>
        <source>The server sent something this window cannot read ({why}); play goes on.</source>
        <translation>Der Server hat etwas gesendet, das dieses Fenster nicht lesen kann ({why}); das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>The connection to the table is lost.</source>
        <translation>Die Verbindung zum Tisch ist verloren.</translation>
    </message>
    <message>
        <source>The connection to the table is lost; trying again…</source>
        <translation>Die Verbindung zum Tisch ist verloren; neuer Versuch…</translation>
    </message>
    <message>
        <source>Could not remember the certificate: {error}</source>
        <translation>Das Zertifikat konnte nicht gespeichert werden: {error}</translation>
    </message>
</context>
<context>
    <name>ServerRefusal</name>
    <message>
        <source>The server did not understand this window&apos;s message: the game and the server may be of different versions.</source>
        <translation>Der Server hat die Nachricht dieses Fensters nicht verstanden: Spiel und Server haben vielleicht verschiedene Versionen.</translation>
    </message>
    <message>
        <source>The server speaks another version of the table protocol: the game and the server must be updated to match.</source>
        <translation>Der Server spricht eine andere Version des Tischprotokolls: Spiel und Server müssen auf denselben Stand gebracht werden.</translation>
    </message>
    <message>
        <source>You have no seat at a table on this server yet.</source>
        <translation>Du hast noch keinen Platz an einem Tisch auf diesem Server.</translation>
    </message>
    <message>
        <source>No table with that code has an open seat: check the code with the host.</source>
        <translation>Kein Tisch mit diesem Code hat einen freien Platz: Prüfe den Code mit dem Gastgeber.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can: try again later.</source>
        <translation>Der Server hat so viele Tische, wie er kann: Versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>Only the host of the table can do that.</source>
        <translation>Nur der Gastgeber des Tisches kann das tun.</translation>
    </message>
    <message>
        <source>The match cannot start yet: every seat must be taken, and no match may be in play.</source>
        <translation>Die Partie kann noch nicht beginnen: Jeder Platz muss besetzt sein, und keine Partie darf laufen.</translation>
    </message>
    <message>
        <source>The match has not started yet.</source>
        <translation>Die Partie hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>The server refused that move: the rules do not allow it.</source>
        <translation>Der Server hat diesen Zug abgelehnt: Die Regeln erlauben ihn nicht.</translation>
    </message>
    <message>
        <source>The seat you came back to is no longer kept for you.</source>
        <translation>Der Platz, zu dem du zurückgekehrt bist, wird nicht mehr für dich freigehalten.</translation>
    </message>
    <message>
        <source>Too many messages at once: the server asks you to slow down.</source>
        <translation>Zu viele Nachrichten auf einmal: Der Server bittet dich, langsamer zu machen.</translation>
    </message>
    <message>
        <source>The server is busy just now: try again in a moment.</source>
        <translation>Der Server ist gerade beschäftigt: Versuche es gleich noch einmal.</translation>
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
        <source>High contrast: a black cloth, white card rims, a thick focus ring</source>
        <translation>Hoher Kontrast: ein schwarzes Tuch, weiße Kartenränder, ein dicker Fokusrahmen</translation>
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
        <source>Italian card names (Denari, Coppe, Spade, Bastoni; Fante, Cavallo, Re)</source>
        <translation>Italienische Kartennamen (Denari, Coppe, Spade, Bastoni; Fante, Cavallo, Re)</translation>
    </message>
    <message>
        <source>Card names</source>
        <translation>Kartennamen</translation>
    </message>
    <message>
        <source>Judge my moves and explain hints</source>
        <translation>Meine Züge bewerten und Tipps begründen</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>Show my chances to win the round and the match</source>
        <translation>Meine Chancen zeigen, die Runde und die Partie zu gewinnen</translation>
    </message>
    <message>
        <source>Win odds</source>
        <translation>Gewinnchancen</translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start des Spiels.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
    <message>
        <source>Mute (M)</source>
        <translation>Stumm (M)</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Reduce motion: cards go straight to their place</source>
        <translation>Bewegung reduzieren: Karten gehen direkt an ihren Platz</translation>
    </message>
</context>
<context>
    <name>SkinPicker</name>
    <message>
        <source>Deck</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>Table cloth</source>
        <translation>Tischtuch</translation>
    </message>
</context>
<context>
    <name>Skins</name>
    <message>
        <source>French</source>
        <extracomment>The width of the back&apos;s cross-hatch lines. Standard pip positions; pips below the middle are drawn upside down. Clear of the corner indices, the widest of which (K) reaches x = 20.5.</extracomment>
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
        <extracomment>The back&apos;s gold lattice: its lines&apos; width and the distance between them.</extracomment>
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
    <message>
        <source>Romagnole</source>
        <translation>Romagnole</translation>
    </message>
    <message>
        <source>The pack of Romagna: rust and green like its printed linen, double-ended figures, grapes on the back.</source>
        <translation>Das Blatt der Romagna: Rost und Grün wie ihr bedrucktes Leinen, doppelköpfige Figuren, Trauben auf der Rückseite.</translation>
    </message>
    <message>
        <source>Siciliane</source>
        <translation>Siciliane</translation>
    </message>
    <message>
        <source>The Sicilian pack: a lady for the Fante, star coins, two-handled cups, the eagle and the trinacria.</source>
        <translation>Das sizilianische Blatt: eine Dame als Fante, Sternmünzen, zweihenklige Becher, der Adler und die Trinacria.</translation>
    </message>
    <message>
        <source>Toscane</source>
        <translation>Toscane</translation>
    </message>
    <message>
        <source>The Florentine pack: soft Tuscan colours, leafy batons, straight swords and the red lily of Florence.</source>
        <translation>Das Florentiner Blatt: sanfte toskanische Farben, belaubte Stäbe, gerade Schwerter und die rote Lilie von Florenz.</translation>
    </message>
    <message>
        <source>Triestine</source>
        <translation>Triestine</translation>
    </message>
    <message>
        <source>The pack of Trieste: bright double-ended figures, tall cups, star coins and the halberd of Trieste.</source>
        <translation>Das Triester Blatt: farbenfrohe doppelköpfige Figuren, hohe Becher, Sternmünzen und die Hellebarde von Triest.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics cannot be kept this time ({reason}): the matches of this session are counted until the window closes, and nothing counted before is lost.</source>
        <translation>Die Statistik kann diesmal nicht gespeichert werden ({reason}): Die Partien dieser Sitzung werden gezählt, bis das Fenster geschlossen wird, und nichts bisher Gezählte geht verloren.</translation>
    </message>
    <message>
        <source>The statistics cannot be read just now ({reason}); the file is left as it is.</source>
        <translation>Die Statistik ist gerade nicht lesbar ({reason}); die Datei bleibt, wie sie ist.</translation>
    </message>
    <message>
        <source>This match could not be counted in the statistics ({reason}); the matches counted before are kept.</source>
        <translation>Diese Partie konnte nicht in der Statistik gezählt werden ({reason}); die bisher gezählten Partien bleiben erhalten.</translation>
    </message>
    <message>
        <source>The statistics could not be reset ({reason}); they are as they were.</source>
        <translation>Die Statistik ließ sich nicht zurücksetzen ({reason}); sie ist unverändert.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({reason}): the file is kept as {file}, nothing is deleted, and counting starts afresh.</source>
        <translation>Die Statistik ließ sich nicht lesen ({reason}): Die Datei wird als {file} aufbewahrt, nichts wird gelöscht, und die Zählung beginnt neu.</translation>
    </message>
    <message>
        <source>The statistics an earlier version kept in the settings could not be read; they are left there, and counting goes on without them.</source>
        <translation>Die Statistik, die eine frühere Version in den Einstellungen aufbewahrte, ließ sich nicht lesen; sie bleibt dort, und die Zählung geht ohne sie weiter.</translation>
    </message>
    <message>
        <source>The statistics an earlier version kept in the settings could not be read; they are kept as {file}, and counting goes on without them.</source>
        <translation>Die Statistik, die eine frühere Version in den Einstellungen aufbewahrte, ließ sich nicht lesen; sie wird als {file} aufbewahrt, und die Zählung geht ohne sie weiter.</translation>
    </message>
</context>
<context>
    <name>StatisticsChoices</name>
    <message>
        <source>A to Z</source>
        <extracomment>Each column&apos;s two ways, the way a first choice sorts first: the tables&apos; words from A, every figure highest first.</extracomment>
        <translation>A bis Z</translation>
    </message>
    <message>
        <source>Z to A</source>
        <translation>Z bis A</translation>
    </message>
    <message>
        <source>Highest first</source>
        <translation>Höchste zuerst</translation>
    </message>
    <message>
        <source>Lowest first</source>
        <translation>Niedrigste zuerst</translation>
    </message>
    <message>
        <source>&amp;Sort by:</source>
        <translation>&amp;Sortieren nach:</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Reihenfolge:</translation>
    </message>
    <message>
        <source>&amp;Against:</source>
        <translation>&amp;Gegen:</translation>
    </message>
    <message>
        <source>&amp;Match length:</source>
        <translation>&amp;Partielänge:</translation>
    </message>
    <message>
        <source>Every level</source>
        <translation>Jede Stufe</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>Jede Länge</translation>
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
        <source>Your results at each kind of table</source>
        <translation>Deine Ergebnisse an jeder Art von Tisch</translation>
    </message>
    <message>
        <source>Rounds in which your side took {card}</source>
        <translation>Runden, in denen du oder dein Team {card} gefischt hat</translation>
    </message>
    <message>
        <source>Every match counted, one left unfinished as lost</source>
        <translation>Jede gezählte Partie, eine abgebrochene als verloren</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>No table counted is of the kind chosen above.</source>
        <translation>Keiner der gezählten Tische ist von der oben gewählten Art.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them left unfinished, counted as lost</source>
        <translation>
            <numerusform>davon %n abgebrochen, als verloren gezählt</numerusform>
            <numerusform>davon %n abgebrochen, als verloren gezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Sorted by {column}: {order}</source>
        <translation>Sortiert nach {column}: {order}</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) shown</source>
        <translation>
            <numerusform>%n Tisch angezeigt</numerusform>
            <numerusform>%n Tische angezeigt</numerusform>
        </translation>
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
    <message>
        <source>{players} players {sides} (with {partners}; against {opponents}), {goal}</source>
        <translation>{players} Spieler, {sides} (mit {partners}; gegen {opponents}), {goal}</translation>
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
        <source>Matches in which you undid a move or asked for a hint: counted apart, and left out of your rating</source>
        <translation>Partien, in denen du einen Zug zurückgenommen oder um einen Tipp gebeten hast: getrennt gezählt und nicht in deiner Wertung</translation>
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
    <name>TableBrowser</name>
    <message>
        <source>Could not remember the certificate: {error}</source>
        <extracomment>How often the list is asked for again while it is shown. How long a server has to welcome us once asked (connecting and securing included).</extracomment>
        <translation>Das Zertifikat konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>{server} is a table server, but it lists no open tables: join a table there with its code instead.</source>
        <translation>{server} ist ein Tisch-Server, listet aber keine offenen Tische: Spiele dort stattdessen mit dem Code eines Tisches mit.</translation>
    </message>
    <message>
        <source>The connection to {server} is lost.</source>
        <translation>Die Verbindung zu {server} ist verloren.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Stapel {count}</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Letzte Hand</translation>
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
        <source>{card}: choose what it takes</source>
        <translation>{card}: wähle, was sie fischt</translation>
    </message>
    <message>
        <source>Lay</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>{card} on the table</source>
        <translation>{card} auf den Tisch</translation>
    </message>
    <message>
        <source>{card} takes {cards}</source>
        <translation>{card} fischt {cards}</translation>
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
        <translation>{card} kann auf mehrere Arten fischen: Zieh die Karte auf die Tischkarte, die du fischen willst.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Fischen</translation>
    </message>
    <message>
        <source>{card} can take more than one set: click the set to take, or choose it with Tab and Enter.</source>
        <translation>{card} kann mehr als eine Kombination fischen: Klicke auf die gewünschte oder wähle sie mit Tab und Enter.</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <source>This match is only watched: the AIs play it.</source>
        <extracomment>Speed -&gt; (least time an AI takes over its move in ms, the animations&apos; speed). The speeds&apos; names, as the Settings dialog words them (the same translations).</extracomment>
        <translation>Dieser Partie wird nur zugeschaut: Die KIs spielen sie.</translation>
    </message>
</context>
<context>
    <name>WatchWindow</name>
    <message>
        <source>Watch a match</source>
        <translation>Einer Partie zuschauen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Going on.</source>
        <translation>Es geht weiter.</translation>
    </message>
    <message>
        <source>Go on (Space)</source>
        <translation>Weiter (Leertaste)</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Leertaste)</translation>
    </message>
    <message>
        <source>{side} won the match, {totals}.</source>
        <translation>{side} hat die Partie gewonnen, {totals}.</translation>
    </message>
    <message>
        <source>Round {round}: {totals}</source>
        <translation>Runde {round}: {totals}</translation>
    </message>
</context>
<context>
    <name>WayOn</name>
    <message>
        <source>Join a table…</source>
        <translation>An einem Tisch mitspielen…</translation>
    </message>
    <message>
        <source>Play alone</source>
        <translation>Allein spielen</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>random</source>
        <extracomment>Clock for a searching level&apos;s thinking budget. The names the AI opponents go by, seats 1, 2… of a table in order: the game against the AI&apos;s, and a networked table&apos;s AI seats (``net.table``). Every level, weakest first.</extracomment>
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
        <source>Random: plays any card it may, for a first look at the rules.</source>
        <translation>Zufällig: spielt irgendeine erlaubte Karte, für einen ersten Blick auf die Regeln.</translation>
    </message>
    <message>
        <source>Easy: takes the most it can at once, else lays its cheapest card.</source>
        <translation>Leicht: fischt sofort so viel es kann, sonst legt es seine billigste Karte.</translation>
    </message>
    <message>
        <source>Medium: never leaves you a scopa it can avoid and plays a few deals ahead.</source>
        <translation>Mittel: lässt dir nie ein Scopa, das es vermeiden kann, und spielt ein paar Verteilungen voraus.</translation>
    </message>
    <message>
        <source>Hard: remembers every card, reads your play and tries thousands of deals.</source>
        <translation>Schwer: merkt sich jede Karte, liest dein Spiel und probiert Tausende Verteilungen.</translation>
    </message>
    <message>
        <source>Scopone (4 players, 9 cards each)</source>
        <extracomment>Which words the cards go by: the deck on the table&apos;s (French suits, ``Skin.french_suits``, or Italian), and for Italian suits whether by their Italian names. Variant id -&gt; its name (the Italian ones are names in every language) and its name with what it changes, for the New game dialog ({coins}: the suit of coins, {card}: the card that scores, both as the deck in use names them).</extracomment>
        <translation>Scopone (4 Spieler, je 9 Karten)</translation>
    </message>
    <message>
        <source>Scopone scientifico (10 cards each, none on the table)</source>
        <translation>Scopone scientifico (je 10 Karten, keine auf dem Tisch)</translation>
    </message>
    <message>
        <source>Asso piglia tutto (an ace takes the whole table)</source>
        <translation>Asso piglia tutto (ein Ass fischt den ganzen Tisch)</translation>
    </message>
    <message>
        <source>card-value scoring</source>
        <translation>Wertung nach Kartenwerten</translation>
    </message>
    <message>
        <source>Card-value scoring (German guide)</source>
        <translation>Wertung nach Kartenwerten (deutsche Anleitung)</translation>
    </message>
    <message>
        <source>run to {card}: {points}</source>
        <extracomment>Score line (``ScoreLine.name``) -&gt; its title in the round&apos;s count and a side&apos;s result on it; {card} is the card the result is named by, {points} its points.</extracomment>
        <translation>Folge bis {card}: {points}</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Kartenwerte</translation>
    </message>
    <message>
        <source>no primiera ({suits})</source>
        <extracomment>A side without a card of every suit has no primiera (RULES.md §6), not one of 0: said with the suits it lacks.</extracomment>
        <translation>keine Primiera ({suits})</translation>
    </message>
    <message>
        <source>no {suit}</source>
        <translation>keine {suit}</translation>
    </message>
    <message>
        <source>{result}, a point</source>
        <extracomment>A count&apos;s cell in words, where a table shows signs: &quot;21 ●&quot; (the side scored the line), &quot;●&quot;, &quot;–&quot; (nothing).</extracomment>
        <translation>{result}, ein Punkt</translation>
    </message>
    <message>
        <source>a point</source>
        <translation>ein Punkt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>{first} to {second}</source>
        <translation>{first} zu {second}</translation>
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
        <translation>{card} kann hier nichts fischen: Die Karte muss auf den Tisch gelegt werden.</translation>
    </message>
    <message>
        <source>{card} is an ace: it takes every card on the table.</source>
        <translation>{card} ist ein Ass: Es fischt alle Karten vom Tisch.</translation>
    </message>
    <message>
        <source>{card} must capture: a card that can take may not be laid.</source>
        <translation>{card} muss fischen: Eine Karte, die fischen kann, darf nicht abgelegt werden.</translation>
    </message>
    <message>
        <source>{card} must take exactly one table card of the same rank (before any sum).</source>
        <translation>{card} muss genau eine Tischkarte mit gleichem Rang fischen (gleicher Rang geht vor Summe).</translation>
    </message>
    <message>
        <source>{cards} do not add up to {rank}.</source>
        <translation>{cards} ergeben zusammen nicht {rank}.</translation>
    </message>
    <message>
        <source>en_GB</source>
        <comment>the locale whose numbers the window writes</comment>
        <translation>de_DE</translation>
    </message>
    <message>
        <source>Match over: you won.</source>
        <translation>Partie vorbei: Du hast gewonnen.</translation>
    </message>
    <message>
        <source>Match over: your side won.</source>
        <translation>Partie vorbei: Dein Team hat gewonnen.</translation>
    </message>
    <message>
        <source>Match over: {side} won.</source>
        <translation>Partie vorbei: {side} hat gewonnen.</translation>
    </message>
    <message>
        <source>You won the match.</source>
        <translation>Du hast die Partie gewonnen.</translation>
    </message>
    <message>
        <source>Your side won the match.</source>
        <translation>Dein Team hat die Partie gewonnen.</translation>
    </message>
    <message>
        <source>{side} won the match.</source>
        <translation>Sieger der Partie: {side}.</translation>
    </message>
    <message>
        <source>no server is listening on that port</source>
        <extracomment>The system&apos;s reasons a player meets on the way to a table, by error number, in the window&apos;s language: the system&apos;s own words are English whatever the window speaks (&quot;Cannot reach …: Connection refused&quot;).</extracomment>
        <translation>an diesem Port hört kein Server zu</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>keine Antwort in der Zeit</translation>
    </message>
    <message>
        <source>that computer cannot be reached</source>
        <translation>dieser Rechner ist nicht erreichbar</translation>
    </message>
    <message>
        <source>that network cannot be reached</source>
        <translation>dieses Netz ist nicht erreichbar</translation>
    </message>
    <message>
        <source>the connection was cut</source>
        <translation>die Verbindung wurde getrennt</translation>
    </message>
    <message>
        <source>another program uses that port</source>
        <translation>ein anderes Programm belegt diesen Port</translation>
    </message>
    <message>
        <source>no computer of that name was found</source>
        <translation>kein Rechner dieses Namens gefunden</translation>
    </message>
    <message>
        <source>a file stands where its folder should be</source>
        <extracomment>Why a file could not be saved: a folder on the way to it is a file in fact.</extracomment>
        <translation>wo der Ordner sein sollte, liegt eine Datei</translation>
    </message>
    <message>
        <source>you may not write in that folder</source>
        <extracomment>The system&apos;s reasons a file could not be written, as ``_SYSTEM_REASONS`` for a table.</extracomment>
        <translation>du darfst in diesen Ordner nicht schreiben</translation>
    </message>
    <message>
        <source>that disk is read-only</source>
        <translation>dieses Laufwerk ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>das Laufwerk ist voll</translation>
    </message>
    <message>
        <source>you have used all the disk space you are allowed</source>
        <translation>du hast den dir zustehenden Speicherplatz aufgebraucht</translation>
    </message>
    <message>
        <source>a folder has that name already</source>
        <translation>es gibt schon einen Ordner mit diesem Namen</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>that name is not allowed on that disk</source>
        <translation>dieser Name ist auf diesem Laufwerk nicht erlaubt</translation>
    </message>
    <message>
        <source>that folder cannot be found</source>
        <translation>dieser Ordner ist nicht zu finden</translation>
    </message>
    <message>
        <source>the disk could not be written (was it unplugged?)</source>
        <translation>das Laufwerk ließ sich nicht beschreiben (wurde es entfernt?)</translation>
    </message>
    <message>
        <source>another program, an antivirus or a sync client perhaps, is using the file</source>
        <translation>ein anderes Programm, vielleicht ein Virenscanner oder ein Sync-Programm, benutzt die Datei</translation>
    </message>
    <message>
        <source>{reason}; the game tries again at the next save</source>
        <translation>{reason}; das Spiel versucht es beim nächsten Speichern wieder</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the file holds something other than statistics</source>
        <translation>die Datei enthält etwas anderes als eine Statistik</translation>
    </message>
    <message>
        <source>a folder or something else that is not a file has its name</source>
        <translation>ein Ordner oder etwas anderes, das keine Datei ist, trägt ihren Namen</translation>
    </message>
    <message>
        <source>a later version of the game wrote it</source>
        <translation>eine neuere Version des Spiels hat sie geschrieben</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>{cards} is not worth {rank}.</source>
        <translation>{cards} hat nicht den Wert {rank}.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <extracomment>A card&apos;s name with French suits or Italian names (&quot;Jack of Spades&quot;, &quot;Cavallo of Coppe&quot;).</extracomment>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <extracomment>The same cards by their Italian names, in every language (an option in the settings). The same suits as a French-suited deck shows them (RULES.md §1 maps D C S B onto them).</extracomment>
        <translation>Karo</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <extracomment>The last of several things said one after the other: &quot;{items} and {last}&quot; (&quot;og&quot;, &quot;und&quot;, &quot;e&quot;).</extracomment>
        <translation>{items} und {last}</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Napola (1-2-3 of {coins} and up)</source>
        <translation>Napola ({coins} 1-2-3 und aufwärts)</translation>
    </message>
    <message>
        <source>Re bello ({card} scores)</source>
        <translation>Re bello ({card} zählt)</translation>
    </message>
    <message>
        <source>Rosmarino ({card} scores)</source>
        <translation>Rosmarino ({card} zählt)</translation>
    </message>
    <message>
        <source>clockwise</source>
        <extracomment>The options that are not the default, as a few words beside the score.</extracomment>
        <translation>im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>no scopa in the last deal</source>
        <translation>kein Scopa in der letzten Hand</translation>
    </message>
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
        <translation>Gegner</translation>
    </message>
</context>
</TS>
