<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>Accessible</name>
    <message>
        <source>Press to play this card with the capture chosen.</source>
        <translation>Premi per giocare questa carta con la presa scelta.</translation>
    </message>
    <message>
        <source>Nobody plays at this window: choose this card to hear what it would take.</source>
        <translation>In questa finestra non gioca nessuno: scegli questa carta per sentire cosa prenderebbe.</translation>
    </message>
    <message>
        <source>Toggle to take this card into the capture or leave it.</source>
        <translation>Attiva per mettere questa carta nella presa o toglierla.</translation>
    </message>
    <message>
        <source>Toggle to try this card in the capture of the chosen card, or leave it.</source>
        <translation>Attiva per provare questa carta nella presa della carta scelta o toglierla.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>Your hand, the table cards, the other hands, the capture piles and the stock. Number keys or the arrows choose a card, Tab goes to the table cards, Space takes one, Enter plays. F2 reads the whole position.</source>
        <translation>La tua mano, le carte in tavola, le mani degli altri, i mazzetti delle prese e il mazzo. I tasti numerici o le frecce scelgono una carta, Tab va alle carte in tavola, Spazio ne prende una, Invio gioca. F2 legge tutta la situazione.</translation>
    </message>
    <message>
        <source>Every hand face up, the table cards, the capture piles and the stock. A card chosen says what it would take; nothing is played from here. F2 reads the whole position.</source>
        <translation>Tutte le mani scoperte, le carte in tavola, i mazzetti delle prese e il mazzo. Una carta scelta dice che cosa prenderebbe; da qui non si gioca nulla. F2 legge tutta la situazione.</translation>
    </message>
    <message>
        <source>Ctrl+Tab goes on to the window&apos;s other controls.</source>
        <translation>Ctrl+Tab passa agli altri controlli della finestra.</translation>
    </message>
    <message>
        <source>{card}, in your hand, {index} of {count}</source>
        <translation>{card}, nella tua mano, {index} di {count}</translation>
    </message>
    <message>
        <source>selected, takes {cards}</source>
        <translation>scelta, prende {cards}</translation>
    </message>
    <message>
        <source>selected, may take more than one set</source>
        <translation>scelta, può fare più di una presa</translation>
    </message>
    <message>
        <source>selected, is laid on the table</source>
        <translation>scelta, va posata in tavola</translation>
    </message>
    <message>
        <source>{card}, in {name}&apos;s hand, {index} of {count}</source>
        <translation>{card}, in mano a {name}, {index} di {count}</translation>
    </message>
    <message>
        <source>{card}, on the table, {index} of {count}</source>
        <translation>{card}, in tavola, {index} di {count}</translation>
    </message>
    <message>
        <source>in set {numbers}</source>
        <translation>nella presa {numbers}</translation>
    </message>
    <message>
        <source>in your capture</source>
        <translation>nella tua presa</translation>
    </message>
    <message>
        <source>in the capture</source>
        <translation>nella presa</translation>
    </message>
    <message>
        <source>You hold {cards}</source>
        <translation>Hai in mano {cards}</translation>
    </message>
    <message>
        <source>{name} holds {cards}</source>
        <translation>{name} ha in mano {cards}</translation>
    </message>
    <message>
        <source>Your side&apos;s captures: {cards}</source>
        <translation>Le prese della tua squadra: {cards}</translation>
    </message>
    <message>
        <source>Your captures: {cards}</source>
        <translation>Le tue prese: {cards}</translation>
    </message>
    <message>
        <source>Captured by {side}: {cards}</source>
        <translation>Prese di {side}: {cards}</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Mazzo: vuoto</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Mazzo: {cards}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>{card} may take: {sets}. Press the number of a set, or Enter for set {current}.</source>
        <translation>{card} può prendere: {sets}. Premi il numero di una presa, o Invio per la presa {current}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>La tua mano: {cards}.</translation>
    </message>
    <message>
        <source>Table: {cards}.</source>
        <translation>In tavola: {cards}.</translation>
    </message>
    <message>
        <source>{name} holds: {cards}.</source>
        <translation>{name} ha in mano: {cards}.</translation>
    </message>
    <message>
        <source>Match score: {score}.</source>
        <translation>Punteggio della partita: {score}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <source>You play next.</source>
        <translation>Ora giochi tu.</translation>
    </message>
    <message>
        <source>{name} to play.</source>
        <translation>Tocca a {name}.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>You play {card} and take {cards}.</source>
        <translation>Giochi {card} e prendi {cards}.</translation>
    </message>
    <message>
        <source>{name} plays {card} and takes {cards}.</source>
        <translation>{name} gioca {card} e prende {cards}.</translation>
    </message>
    <message>
        <source>You lay {card} on the table.</source>
        <translation>Posi {card} in tavola.</translation>
    </message>
    <message>
        <source>{name} lays {card} on the table.</source>
        <translation>{name} posa {card} in tavola.</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>Points this round: {points}. Cards: {cards}. Coins: {coins}. Settebello: {holder}.</source>
        <translation>Punti di questa smazzata: {points}. Carte: {cards}. Denari: {coins}. Settebello: {holder}.</translation>
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
        <translation>La tua mano: {cards}.</translation>
    </message>
    <message>
        <source>Match between {players}.</source>
        <translation>Partita tra {players}.</translation>
    </message>
    <message>
        <source>Match with {partners} against {opponents}.</source>
        <translation>Partita con {partners} contro {opponents}.</translation>
    </message>
    <message>
        <source>Match against {opponents}.</source>
        <translation>Partita contro {opponents}.</translation>
    </message>
    <message>
        <source>Round {number}, you deal.</source>
        <translation>Smazzata {number}, dai tu le carte.</translation>
    </message>
    <message>
        <source>Round {number}, {name} deals.</source>
        <translation>Smazzata {number}, dà le carte {name}.</translation>
    </message>
    <message>
        <source>On the table: {cards}.</source>
        <translation>In tavola: {cards}.</translation>
    </message>
    <message>
        <source>New deal, {number} of {deals}.</source>
        <translation>Nuova mano, {number} di {deals}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Tocca a te.</translation>
    </message>
    <message>
        <source>{cards} left on the table go to {side}.</source>
        <translation>{cards} rimaste in tavola vanno a {side}.</translation>
    </message>
    <message>
        <source>{cards} left on the table go to your side.</source>
        <translation>{cards} rimaste in tavola vanno alla tua squadra.</translation>
    </message>
    <message>
        <source>{cards} left on the table go to you.</source>
        <translation>{cards} rimaste in tavola vanno a te.</translation>
    </message>
    <message>
        <source>Round {number} over.</source>
        <translation>Smazzata {number} finita.</translation>
    </message>
    <message>
        <source>Match score: {score}.</source>
        <translation>Punteggio della partita: {score}.</translation>
    </message>
    <message>
        <source>A tie at the top: another round is played.</source>
        <translation>Parità in testa: si gioca un&apos;altra smazzata.</translation>
    </message>
    <message>
        <source>Read the &amp;position aloud</source>
        <translation>Leggi la &amp;situazione ad alta voce</translation>
    </message>
</context>
<context>
    <name>AssistButtons</name>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Could not save the game in {path}: {reason}.</source>
        <translation>Impossibile salvare la partita in {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Coins</source>
        <extracomment>The Italian suits and court cards in the window&apos;s language (the default; English as English guides name them), with their own way of making a card&apos;s name.</extracomment>
        <translation>Denari</translation>
    </message>
    <message>
        <source>Cups</source>
        <translation>Coppe</translation>
    </message>
    <message>
        <source>Swords</source>
        <translation>Spade</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Bastoni</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavallo</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <source>A message to the table holds at most {count} characters.</source>
        <translation>Un messaggio al tavolo può avere al massimo {count} caratteri.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The coach is watching: after each of your moves it says what a better one would have won. H gives a hint with the reason.</source>
        <translation>Il maestro ti guarda: dopo ogni tua mossa ti dice che cosa avrebbe guadagnato una mossa migliore. H dà un suggerimento con il motivo.</translation>
    </message>
    <message>
        <source>Thinking about your best move…</source>
        <translation>Cerco la tua mossa migliore…</translation>
    </message>
    <message>
        <source>a {rank} is still unseen and the table now adds up to {rank}: scopa risk</source>
        <extracomment>Reason -&gt; what the played move did; {card} is a card, {rank} a capture value, {coins} the suit of coins.</extracomment>
        <translation>un {rank} non è ancora uscito e il tavolo ora fa {rank}: rischio di scopa</translation>
    </message>
    <message>
        <source>you could have swept the table for a scopa</source>
        <translation>potevi prendere tutto il tavolo e fare scopa</translation>
    </message>
    <message>
        <source>it gives the other side more chances of a scopa</source>
        <translation>dà agli avversari più occasioni di fare scopa</translation>
    </message>
    <message>
        <source>you let the settebello go</source>
        <translation>ti sei lasciato scappare il settebello</translation>
    </message>
    <message>
        <source>{card} would have kept your primiera</source>
        <translation>con {card} avresti tenuto la primiera</translation>
    </message>
    <message>
        <source>you laid {card}, a primiera card, for the other side to take</source>
        <translation>hai calato {card}, una carta da primiera, e gli avversari possono prenderla</translation>
    </message>
    <message>
        <source>you left cards to the other side, and most cards is a point</source>
        <translation>hai lasciato carte agli avversari, e chi ha più carte fa un punto</translation>
    </message>
    <message>
        <source>the better move wins more points over the round</source>
        <translation>la mossa migliore rende più punti nel corso della smazzata</translation>
    </message>
    <message>
        <source>It leaves no table that an unseen {rank} could sweep.</source>
        <extracomment>Reason -&gt; why the hint&apos;s move beats the next best one, as a sentence.</extracomment>
        <translation>Non lascia un tavolo che un {rank} non ancora uscito potrebbe spazzare.</translation>
    </message>
    <message>
        <source>It sweeps the table: scopa!</source>
        <translation>Prende tutto il tavolo: scopa!</translation>
    </message>
    <message>
        <source>It gives the other side fewer chances of a scopa.</source>
        <translation>Dà agli avversari meno occasioni di fare scopa.</translation>
    </message>
    <message>
        <source>It keeps the settebello for you.</source>
        <translation>Ti tiene il settebello.</translation>
    </message>
    <message>
        <source>{card} keeps your primiera.</source>
        <translation>Con {card} tieni la primiera.</translation>
    </message>
    <message>
        <source>It does not give away {card}, a primiera card.</source>
        <translation>Non regala {card}, una carta da primiera.</translation>
    </message>
    <message>
        <source>you left {coins} to the other side</source>
        <translation>hai lasciato {coins} agli avversari</translation>
    </message>
    <message>
        <source>It wins more {coins}.</source>
        <translation>Prende più {coins}.</translation>
    </message>
    <message>
        <source>It wins more cards.</source>
        <translation>Prende più carte.</translation>
    </message>
    <message>
        <source>It wins the most points over the round.</source>
        <translation>Rende più punti nel corso della smazzata.</translation>
    </message>
    <message>
        <source>play {card} and take {cards}</source>
        <translation>gioca {card} e prendi {cards}</translation>
    </message>
    <message>
        <source>lay {card}</source>
        <translation>cala {card}</translation>
    </message>
    <message>
        <source>Good move: no other was clearly better.</source>
        <translation>Buona mossa: nessun&apos;altra era chiaramente migliore.</translation>
    </message>
    <message>
        <source>That cost about {points} points: {reason}. Better: {move}.</source>
        <translation>Ti è costato circa {points} punti: {reason}. Meglio: {move}.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Suggerimento: {move}.</translation>
    </message>
    <message>
        <source>It is your only move.</source>
        <translation>È la tua unica mossa.</translation>
    </message>
    <message>
        <source>Other moves are about as good.</source>
        <translation>Altre mosse valgono più o meno lo stesso.</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n in mano</numerusform>
            <numerusform>%n in mano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n taken</source>
        <translation>
            <numerusform>%n presa</numerusform>
            <numerusform>%n prese</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scopa(s)</source>
        <translation>
            <numerusform>%n scopa</numerusform>
            <numerusform>%n scope</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) in the statistics could not be read: they are left out of the figures, and left as they are in {file}.</source>
        <translation>
            <numerusform>%n partita nelle statistiche non si è potuta leggere: è esclusa dai conteggi e resta com&apos;è in {file}.</numerusform>
            <numerusform>%n partite nelle statistiche non si sono potute leggere: sono escluse dai conteggi e restano come sono in {file}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The statistics of %n table(s) kept by an earlier version of the game could not be read: they are left out of the figures, and left as they are in {file}.</source>
        <translation>
            <numerusform>Le statistiche di %n tavolo tenute da una versione precedente del gioco non si sono potute leggere: sono escluse dai conteggi e restano come sono in {file}.</numerusform>
            <numerusform>Le statistiche di %n tavoli tenute da una versione precedente del gioco non si sono potute leggere: sono escluse dai conteggi e restano come sono in {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Felts</name>
    <message>
        <source>Green felt</source>
        <translation>Panno verde</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Panno blu</translation>
    </message>
    <message>
        <source>Red felt</source>
        <translation>Panno rosso</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Legno</translation>
    </message>
</context>
<context>
    <name>GameController</name>
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
        <translation>L&apos;annullamento è disattivato per questa partita (Partita &gt; Impostazioni).</translation>
    </message>
    <message>
        <source>There is nothing of yours to take back in this round.</source>
        <translation>In questa smazzata non hai mosse da annullare.</translation>
    </message>
</context>
<context>
    <name>GuidedDeal</name>
    <message>
        <source>Your first deal! The {settebello} on the table is the settebello, a point on its own. A card takes a table card of its value, or cards that add up to it: your {card} takes {cards}, as 7 + 2 make 9. Drag it onto them, or press its number key, then Enter.</source>
        <translation>La tua prima mano! Il {settebello} sul tavolo è il settebello, un punto da solo. Una carta prende una carta del tavolo del suo valore, o carte che lo sommano: il tuo {card} prende {cards}, perché 7 + 2 fa 9. Trascinalo sopra di loro, oppure premi il suo tasto numerico e poi Invio.</translation>
    </message>
    <message>
        <source>No table card has the value of your {card}, but {cards} add up to it: one card takes them both. Every card counts: most cards is a point.</source>
        <translation>Nessuna carta del tavolo ha il valore del tuo {card}, ma {cards} lo sommano: una carta le prende tutte e due. Ogni carta conta: chi ha più carte fa un punto.</translation>
    </message>
    <message>
        <source>{cards} make the value of your {card}: take them and the table is empty. That is a scopa, one more point, and two more coins!</source>
        <translation>{cards} fanno il valore del tuo {card}: prendile e il tavolo resta vuoto. È una scopa, un punto in più, e altri due denari!</translation>
    </message>
    <message>
        <source>Now it is up to you. H shows a good move, and the coach at the side says after each of your moves what it cost.</source>
        <translation>Ora tocca a te. H mostra una buona mossa, e il maestro qui a lato ti dice dopo ogni tua mossa quanto è costata.</translation>
    </message>
    <message>
        <source>Guided first deal</source>
        <translation>Prima mano guidata</translation>
    </message>
    <message>
        <source>Leave the match in progress for the guided deal? It will be counted as lost in the statistics.</source>
        <translation>Lasciare la partita in corso per la mano guidata? Verrà contata come persa nelle statistiche.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>The guided deal is over</source>
        <translation>La mano guidata è finita</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>For this deal only, {name} plays at {level} and the coach is on; then your own settings again.</source>
        <translation>Solo per questa mano {name} gioca a livello {level} e il maestro è attivo; poi di nuovo le tue impostazioni.</translation>
    </message>
    <message>
        <source>Welcome to Scopa</source>
        <extracomment>The deck offered at the first start to those who read the cards with difficulty (skins.large_print).</extracomment>
        <translation>Benvenuto a Scopa</translation>
    </message>
    <message>
        <source>New to Scopa? A guided first deal shows you the moves, with notes on the table and the coach at your side.</source>
        <translation>Sei nuovo a Scopa? Una prima mano guidata ti mostra le mosse, con note sul tavolo e il maestro al tuo fianco.</translation>
    </message>
    <message>
        <source>Play the guided deal</source>
        <translation>Gioca la mano guidata</translation>
    </message>
    <message>
        <source>Now a match of your own, as in your settings: at the table with {players}, and the coach as you set it. The guided deal is not counted in the statistics.</source>
        <translation>Ora una partita tutta tua, come nelle tue impostazioni: al tavolo con {players}, e il maestro come l&apos;hai impostato. La mano guidata non conta nelle statistiche.</translation>
    </message>
    <message>
        <source>Just play</source>
        <translation>Gioca e basta</translation>
    </message>
    <message>
        <source>Large print cards (easier to read)</source>
        <translation>Carte a caratteri grandi (più facili da leggere)</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Ospita un tavolo</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <source>Encrypt the table (TLS)</source>
        <translation>Cifra il tavolo (TLS)</translation>
    </message>
    <message>
        <source>The table code, the seats and the chat travel encrypted. Friends are shown this computer&apos;s certificate once, to compare with what your window shows.</source>
        <translation>Il codice del tavolo, i posti e la chat viaggiano cifrati. Agli amici viene mostrato una volta il certificato di questo computer, da confrontare con quello che mostra la tua finestra.</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Un amico</translation>
    </message>
    <message>
        <source>Open until a friend joins</source>
        <translation>Libero finché un amico non si siede</translation>
    </message>
    <message>
        <source>AI, {level}</source>
        <translation>IA, {level}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Posto {seat}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>mid-sentence: You &amp; seat 3 against seat 2 &amp; seat 4</comment>
        <translation>posto {seat}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <extracomment>A row of cards: card ids, each with a caption (may be empty), and symbols (&quot;→&quot;, &quot;+&quot;) between them.</extracomment>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Le carte</translation>
    </message>
    <message>
        <source>Scopa is played with 40 cards in four suits. You take cards from the table; the points are counted at the end of each round.</source>
        <translation>La scopa si gioca con 40 carte di quattro semi. Si prendono carte dal tavolo; i punti si contano alla fine di ogni smazzata.</translation>
    </message>
    <message>
        <source>Each suit has ten cards: the {ace} is worth 1, the 2 to the 7 their number, the {jack} 8, the {knight} 9 and the {king} 10. With a French pack, the Jack, Queen and King are 8, 9 and 10, and Diamonds are the {coins}.</source>
        <translation>Ogni seme ha dieci carte: l&apos;{ace} vale 1, dal 2 al 7 il loro numero, il {jack} 8, il {knight} 9 e il {king} 10. Con le carte francesi, Fante, Donna e Re valgono 8, 9 e 10, e i quadri sono i {coins}.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <source>Each player gets three cards and four go face up on the table. In your turn you play one card from your hand.</source>
        <translation>Ogni giocatore riceve tre carte e quattro vanno scoperte sul tavolo. Nel tuo turno giochi una carta dalla mano.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Same value:&lt;/b&gt; if a table card has the same value as yours, you take it. If several do, you take exactly one of them, the one you choose.</source>
        <translation>&lt;b&gt;Stesso valore:&lt;/b&gt; se una carta sul tavolo ha lo stesso valore della tua, la prendi. Se sono più d&apos;una, ne prendi esattamente una, quella che scegli tu.</translation>
    </message>
    <message>
        <source>you play</source>
        <translation>giochi</translation>
    </message>
    <message>
        <source>you take</source>
        <translation>prendi</translation>
    </message>
    <message>
        <source>&lt;b&gt;A sum:&lt;/b&gt; otherwise, if two or more table cards add up to your card&apos;s value, you take them all. A single card of the same value always goes before a sum.</source>
        <translation>&lt;b&gt;Una somma:&lt;/b&gt; altrimenti, se due o più carte sul tavolo sommano il valore della tua, le prendi tutte. Una carta sola dello stesso valore viene sempre prima di una somma.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing to take:&lt;/b&gt; the card stays on the table. A card that can take must take: it may never be laid. Which card you play is up to you.</source>
        <translation>&lt;b&gt;Niente da prendere:&lt;/b&gt; la carta resta sul tavolo. Una carta che può prendere deve prendere: non si può mai calare. Quale carta giocare lo decidi tu.</translation>
    </message>
    <message>
        <source>When every hand is empty, three more cards each, none to the table, until the stock is used up. The cards still on the table at the end go to whoever took last.</source>
        <translation>Quando tutte le mani sono vuote, altre tre carte a testa, nessuna in tavola, finché il mazzo non finisce. Le carte rimaste sul tavolo alla fine vanno a chi ha preso per ultimo.</translation>
    </message>
    <message>
        <source>The scopa</source>
        <translation>La scopa</translation>
    </message>
    <message>
        <source>Taking every card on the table is a &lt;b&gt;scopa&lt;/b&gt; (a sweep): one point. The next player then has nothing to take. It does not count with the very last card of the round.</source>
        <translation>Prendere tutte le carte del tavolo è una &lt;b&gt;scopa&lt;/b&gt;: un punto. Il giocatore dopo non ha niente da prendere. Non vale con l&apos;ultimissima carta della smazzata.</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>sul tavolo</translation>
    </message>
    <message>
        <source>scopa!</source>
        <translation>scopa!</translation>
    </message>
    <message>
        <source>The count</source>
        <translation>Il conteggio</translation>
    </message>
    <message>
        <source>At the end of the round each side counts one point for each of these it wins alone (a tie scores nobody):&lt;br&gt;• &lt;b&gt;Cards&lt;/b&gt;: the most cards.&lt;br&gt;• &lt;b&gt;Coins&lt;/b&gt;: the most {coins}.&lt;br&gt;• &lt;b&gt;Settebello&lt;/b&gt;: the {settebello}.&lt;br&gt;• &lt;b&gt;Primiera&lt;/b&gt;: the best primiera (below).&lt;br&gt;• &lt;b&gt;Scope&lt;/b&gt;: one point for each scopa.</source>
        <translation>Alla fine della smazzata ogni giocatore o squadra conta un punto per ciascuna di queste voci che vince da solo (a pari merito non lo prende nessuno):&lt;br&gt;• &lt;b&gt;Carte&lt;/b&gt;: più carte.&lt;br&gt;• &lt;b&gt;Denari&lt;/b&gt;: più {coins}.&lt;br&gt;• &lt;b&gt;Settebello&lt;/b&gt;: il {settebello}.&lt;br&gt;• &lt;b&gt;Primiera&lt;/b&gt;: la primiera migliore (sotto).&lt;br&gt;• &lt;b&gt;Scope&lt;/b&gt;: un punto per ogni scopa.</translation>
    </message>
    <message>
        <source>An {ace} takes every card on the table; that is not a scopa. On an empty table it is laid.</source>
        <translation>Un {ace} prende tutte le carte del tavolo; non è scopa. Su un tavolo vuoto si cala.</translation>
    </message>
    <message>
        <source>The {ace}, 2 and 3 of {coins} together score 3 points, and one more for each further coin in an unbroken run (4, 5 …), up to 10.</source>
        <translation>{ace}, 2 e 3 di {coins} insieme valgono 3 punti, e uno in più per ogni altro denaro in scala senza buchi (4, 5 …), fino a 10.</translation>
    </message>
    <message>
        <source>The {card} scores a point, as the settebello does.</source>
        <translation>Il {card} vale un punto, come il settebello.</translation>
    </message>
    <message>
        <source>The {card} scores a point.</source>
        <translation>Il {card} vale un punto.</translation>
    </message>
    <message>
        <source>settebello</source>
        <translation>settebello</translation>
    </message>
    <message>
        <source>&lt;b&gt;Primiera:&lt;/b&gt; take your best card of each suit by these values and add the four up; the highest sum wins. A side lacking a whole suit has no primiera. So sevens are precious, then sixes and aces.</source>
        <translation>&lt;b&gt;Primiera:&lt;/b&gt; prendi la tua carta migliore di ogni seme secondo questi valori e somma le quattro; vince la somma più alta. Chi non ha carte di un seme non ha primiera. Per questo i sette sono preziosi, poi i sei e gli assi.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>La partita</translation>
    </message>
    <message>
        <source>The rounds&apos; points add up until a side reaches the target (11 unless you choose another). The highest total then wins; on a tie at the top another round is played.</source>
        <translation>I punti delle smazzate si sommano finché un giocatore o una squadra raggiunge il traguardo (11, se non ne scegli un altro). Vince allora il totale più alto; in caso di parità in testa si gioca un&apos;altra smazzata.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <source>The New game dialog offers these; each one is off unless you choose it.</source>
        <translation>La finestra Nuova partita le offre; ognuna è disattivata finché non la scegli.</translation>
    </message>
    <message>
        <source>4 players in two teams; 9 cards each and 4 on the table, in a single deal.</source>
        <translation>4 giocatori in due coppie; 9 carte a testa e 4 in tavola, in una sola distribuzione.</translation>
    </message>
    <message>
        <source>As Scopone, but 10 cards each and none on the table.</source>
        <translation>Come lo Scopone, ma 10 carte a testa e nessuna in tavola.</translation>
    </message>
    <message>
        <source>Each side scores the values of its cards, plus one point for each scopa, for most cards, most coins and the settebello (no primiera), over an agreed number of rounds.</source>
        <translation>Ogni giocatore o squadra segna i valori delle sue carte, più un punto per ogni scopa, per più carte, più denari e il settebello (niente primiera), per un numero concordato di smazzate.</translation>
    </message>
    <message>
        <source>Two options change the table rather than the scoring: the direction of play (counter-clockwise or clockwise), and whether a scopa still counts in the last deal.</source>
        <translation>Due opzioni cambiano il gioco al tavolo e non il conteggio: il senso di gioco (antiorario od orario) e se la scopa vale ancora nell&apos;ultima mano.</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>Giocare qui</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto the table, or onto the card you want to take. Or click a card, click the table cards to take, and press Enter. Keys 1 to 3 choose a card, Esc cancels, Ctrl+Z takes back your last move.</source>
        <translation>Trascina una carta dalla mano sul tavolo, o sulla carta che vuoi prendere. Oppure fai clic su una carta, poi sulle carte da prendere, e premi Invio. I tasti da 1 a 3 scelgono una carta, Esc annulla, Ctrl+Z ritira la tua ultima mossa.</translation>
    </message>
    <message>
        <source>Without the mouse, Tab goes between your hand and the table cards, Space takes a table card, Enter plays. Ctrl+Tab and Ctrl+Shift+Tab leave the table for the window&apos;s other controls; F2 reads the whole position aloud.</source>
        <translation>Senza mouse, Tab passa dalla tua mano alle carte in tavola, Spazio prende una carta in tavola, Invio gioca. Ctrl+Tab e Ctrl+Maiusc+Tab lasciano il tavolo per gli altri controlli della finestra; F2 legge tutta la situazione.</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; shows a hint. With the coach on (Settings), it also tells you after each of your moves what a better one would have won, and why.</source>
        <translation>&lt;b&gt;H&lt;/b&gt; mostra un suggerimento. Con il maestro attivo (Impostazioni), dopo ogni tua mossa ti dice anche che cosa avrebbe guadagnato una mossa migliore, e perché.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Unisciti a un tavolo</translation>
    </message>
    <message>
        <source>A name or number, with :port when it is not 7373; or a ws:// or wss:// address for a server behind a web server.</source>
        <translation>Un nome o un numero, con :porta se non è 7373; oppure un indirizzo ws:// o wss:// per un server dietro un server web.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tavoli su questa rete</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Indirizzo</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Codice del tavolo</translation>
    </message>
    <message>
        <source>Secure connection (TLS)</source>
        <translation>Connessione sicura (TLS)</translation>
    </message>
    <message>
        <source>For a server on the internet that speaks TLS: the table code, your seat and the chat travel encrypted.</source>
        <translation>Per un server su internet che parla TLS: il codice del tavolo, il tuo posto e la chat viaggiano cifrati.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network ({reason}).</source>
        <translation>Impossibile cercare tavoli su questa rete ({reason}).</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Ricerca dei tavoli…</translation>
    </message>
    <message>
        <source>A table</source>
        <translation>Un tavolo</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n posto libero</numerusform>
            <numerusform>%n posti liberi</numerusform>
        </translation>
    </message>
    <message>
        <source>your seat is kept</source>
        <translation>il tuo posto è tenuto</translation>
    </message>
    <message>
        <source>, encrypted</source>
        <translation>, cifrato</translation>
    </message>
    <message>
        <source>{host} — table {code}, {seats} ({address})</source>
        <translation>{host} — tavolo {code}, {seats} ({address})</translation>
    </message>
    <message>
        <source>That is not a table server&apos;s address: type its name or number, with :port when it is not 7373, or a ws:// or wss:// address.</source>
        <translation>Questo non è l&apos;indirizzo di un server di tavoli: scrivi il suo nome o numero, con :porta se non è 7373, oppure un indirizzo ws:// o wss://.</translation>
    </message>
</context>
<context>
    <name>LocalNarrator</name>
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
</context>
<context>
    <name>MainWindow</name>
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
        <extracomment>Starts a program detached from this one (replaced in tests). How to start this app again for &quot;Restart now&quot;; the desktop shell that started the window knows it (empty: restarting only closes the window). Sets up the game in the window (``attach_game``) just after its first paint; None once done.
----------
A line of the log: its words, or what says them (in the card names of the moment) each time it is told.</extracomment>
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
        <source>&amp;Play online…</source>
        <translation>Gioca on&amp;line…</translation>
    </message>
    <message>
        <source>Review a game r&amp;ecord…</source>
        <translation>Rivedi una &amp;registrazione…</translation>
    </message>
    <message>
        <source>&amp;Watch a match…</source>
        <translation>&amp;Guarda una partita…</translation>
    </message>
    <message>
        <source>Save game &amp;record…</source>
        <translation>Salva la &amp;cronologia della partita…</translation>
    </message>
    <message>
        <source>Could not save the record as {path}: {reason}</source>
        <translation>Impossibile salvare la cronologia in {path}: {reason}</translation>
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
        <source>&amp;Full screen</source>
        <translation>Scher&amp;mo intero</translation>
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
        <source>Re&amp;view last match</source>
        <translation>Ri&amp;vedi l&apos;ultima partita</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>&amp;Come si gioca…</translation>
    </message>
    <message>
        <source>&amp;Guided first deal</source>
        <translation>Prima mano &amp;guidata</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Riepilogo delle regole</translation>
    </message>
    <message>
        <source>Read the &amp;position aloud</source>
        <translation>Leggi la &amp;situazione ad alta voce</translation>
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
        <source>Record saved to {path}.</source>
        <translation>Cronologia salvata in {path}.</translation>
    </message>
    <message>
        <source>Game &gt; New game (Ctrl+N) to play again.</source>
        <translation>Partita &gt; Nuova partita (Ctrl+N) per giocare ancora.</translation>
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
        <source>Sounds off (M)</source>
        <translation>Suoni disattivati (M)</translation>
    </message>
    <message>
        <source>Round {number}: {name} dealt.</source>
        <translation>Smazzata {number}: ha dato le carte {name}.</translation>
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
        <source>Your last match is over: you won ({score}). Game &gt; Review last match shows it again.</source>
        <translation>La tua ultima partita è finita: hai vinto tu ({score}). Partita &gt; Rivedi l&apos;ultima partita la mostra di nuovo.</translation>
    </message>
    <message>
        <source>Your last match is over: your side won ({score}). Game &gt; Review last match shows it again.</source>
        <translation>La tua ultima partita è finita: ha vinto la tua squadra ({score}). Partita &gt; Rivedi l&apos;ultima partita la mostra di nuovo.</translation>
    </message>
    <message>
        <source>Your last match is over: {side} won ({score}). Game &gt; Review last match shows it again.</source>
        <translation>La tua ultima partita è finita. Vittoria: {side} ({score}). Partita &gt; Rivedi l&apos;ultima partita la mostra di nuovo.</translation>
    </message>
    <message>
        <source>Round {number} had ended: {points}. Game &gt; Match sheet shows its count.</source>
        <translation>La smazzata {number} era finita: {points}. Partita &gt; Foglio della partita ne mostra il conteggio.</translation>
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
        <source>Your settings cannot be saved: {file} cannot be written. What you change lasts until you quit.</source>
        <translation>Le tue impostazioni non si possono salvare: {file} non è scrivibile. Quello che cambi vale finché non esci.</translation>
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
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Suoni &amp;disattivati</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <translation>&amp;Ospita un tavolo…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unisciti a un tavolo…</translation>
    </message>
    <message>
        <source>M&amp;atch sheet…</source>
        <translation>Foglio della &amp;partita…</translation>
    </message>
</context>
<context>
    <name>MatchSetupDialog</name>
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
        <extracomment>Two seats a row: a row each, six players&apos; seats made New game scroll on a netbook (by 32 px in German). Each other seat as the partners&apos; line names it mid-sentence, the way its label does (&quot;Giulia&quot;; &quot;seat 2&quot; where the seats go by number): named two ways, a player could not tell which seat was whose.</extracomment>
        <translation>Ognuno per sé</translation>
    </message>
    <message>
        <source>{teams} teams of {size}</source>
        <translation>{teams} squadre da {size}</translation>
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
        <source>Points to play to</source>
        <translation>Punti a cui si gioca</translation>
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
        <source>Each plays alone.</source>
        <translation>Ognuno gioca da solo.</translation>
    </message>
    <message>
        <source>{us} against {them}</source>
        <translation>{us} contro {them}</translation>
    </message>
    <message>
        <source>{us} against {them} and {others}</source>
        <translation>{us} contro {them} e {others}</translation>
    </message>
</context>
<context>
    <name>MatchSheet</name>
    <message>
        <source>Cards</source>
        <extracomment>The count&apos;s columns (the primiera where the rules count it); the scoring variants&apos; lines follow them.</extracomment>
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
        <source>Scope</source>
        <translation>Scope</translation>
    </message>
</context>
<context>
    <name>MatchSheetDialog</name>
    <message>
        <source>Match sheet</source>
        <translation>Foglio della partita</translation>
    </message>
    <message>
        <source>No round has ended yet: each round is written here when it ends.</source>
        <translation>Nessuna smazzata è ancora finita: ogni smazzata si scrive qui quando finisce.</translation>
    </message>
</context>
<context>
    <name>MatchSheetTable</name>
    <message>
        <source>Match sheet</source>
        <translation>Foglio della partita</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <comment>rounds</comment>
        <translation>da {first} a {last}</translation>
    </message>
    <message>
        <source>Played while you were away: only the points are known</source>
        <translation>Giocate mentre eri assente: se ne conoscono solo i punti</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Start the match</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Scrivi qualcosa al tavolo</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Posti al tavolo</translation>
    </message>
    <message>
        <source>Table news and chat</source>
        <translation>Notizie dal tavolo e chat</translation>
    </message>
    <message>
        <source>Message to the table</source>
        <translation>Messaggio al tavolo</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tavolo</translation>
    </message>
    <message>
        <source>M&amp;atch sheet…</source>
        <translation>Foglio della &amp;partita…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Lascia il tavolo</translation>
    </message>
    <message>
        <source>{name}: table {code} has ended</source>
        <translation>{name}: il tavolo {code} è finito</translation>
    </message>
    <message>
        <source>{name} is away; their seat waits for them, and an AI plays it after 2 minutes until they are back.</source>
        <translation>{name} è assente; il suo posto lo aspetta, e dopo 2 minuti lo gioca un&apos;IA finché non torna.</translation>
    </message>
    <message>
        <source>{name} is away; their seat waits for them.</source>
        <translation>{name} è assente; il suo posto lo aspetta.</translation>
    </message>
    <message>
        <source>The table is paused: the server cannot save the game just now.</source>
        <translation>Il tavolo è in pausa: il server non riesce a salvare la partita in questo momento.</translation>
    </message>
    <message>
        <source>A new certificate was made for your tables ({problem}): friends who trusted the old one are told it has changed.</source>
        <translation>È stato creato un nuovo certificato per i tuoi tavoli ({problem}): agli amici che si fidavano del vecchio viene detto che è cambiato.</translation>
    </message>
    <message>
        <source>A certificate of its own</source>
        <translation>Un certificato fatto in proprio</translation>
    </message>
    <message>
        <source>No authority vouches for the certificate of {server}. Its fingerprint is:

{fingerprint}

Ask the host to read theirs to you. Join and trust it from now on if they are the same?</source>
        <translation>Nessuna autorità garantisce il certificato di {server}. La sua impronta è:

{fingerprint}

Chiedi a chi ospita di leggerti la sua. Se sono uguali, entrare e fidarsi di questo certificato d&apos;ora in poi?</translation>
    </message>
    <message>
        <source>{server} did not answer as a table server.</source>
        <translation>{server} non ha risposto come un server di tavoli.</translation>
    </message>
    <message>
        <source>The certificate has changed</source>
        <translation>Il certificato è cambiato</translation>
    </message>
    <message>
        <source>{server} now shows a different certificate from the one you trusted before:

{shown}

instead of

{pinned}

Someone may be listening in, so the game does not connect. If the host really made a new certificate, remove {server} from {file} and join again.</source>
        <translation>{server} ora mostra un certificato diverso da quello di cui ti sei fidato prima:

{shown}

invece di

{pinned}

Qualcuno potrebbe ascoltare, quindi il gioco non si collega. Se chi ospita ha davvero fatto un nuovo certificato, togli {server} da {file} ed entra di nuovo.</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Connessione a {server}…</translation>
    </message>
    <message>
        <source>Round {number} is over. Totals: {totals}.</source>
        <translation>La smazzata {number} è finita. Totali: {totals}.</translation>
    </message>
    <message>
        <source>(open seat)</source>
        <translation>(posto libero)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(assente)</translation>
    </message>
    <message>
        <source>{name} sits down at the table.</source>
        <translation>{name} si siede al tavolo.</translation>
    </message>
    <message>
        <source>{name} has left the table: seat {number} is open again.</source>
        <translation>{name} ha lasciato il tavolo: il posto {number} è di nuovo libero.</translation>
    </message>
    <message>
        <source>{name} has left the table: {ai} plays the seat from now on.</source>
        <translation>{name} ha lasciato il tavolo: d&apos;ora in poi al suo posto gioca {ai}.</translation>
    </message>
    <message>
        <source>An AI plays for {name} until they are back.</source>
        <translation>Un&apos;IA gioca per {name} finché non torna.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} è tornato.</translation>
    </message>
    <message>
        <source>{host} has closed the table for now, keeping it for later: it waits for them, and so does your seat.</source>
        <translation>{host} ha chiuso il tavolo per ora, tenendolo per dopo: il tavolo aspetta che torni, e anche il tuo posto ti aspetta.</translation>
    </message>
    <message>
        <source>{host}&apos;s game has stopped without a word: the table waits for them on their computer, and so does your seat.</source>
        <translation>Il gioco di {host} si è fermato senza avvisare: il tavolo aspetta che torni, sul suo computer, e anche il tuo posto ti aspetta.</translation>
    </message>
    <message>
        <source>This window joins the table again if {host} hosts it again within {wait}; or close it, and take your seat back then with Game → Join a table or the offer at the next start.</source>
        <translation>Questa finestra torna al tavolo se {host} lo ospita di nuovo entro {wait}; oppure chiudila e riprendi il posto allora con Partita → Unisciti a un tavolo o con la proposta al prossimo avvio.</translation>
    </message>
    <message>
        <source>{host} has not hosted the table again within {wait}: this window has stopped trying to join it. Try again once they host it, or take your seat back then with Game → Join a table or the offer at the next start.</source>
        <translation>{host} non ha ospitato di nuovo il tavolo entro {wait}: questa finestra ha smesso di provare a tornarci. Riprova quando lo ospita, oppure riprendi il posto allora con Partita → Unisciti a un tavolo o con la proposta al prossimo avvio.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n more player(s) to sit down.</source>
        <translation>
            <numerusform>Si aspetta ancora %n giocatore al tavolo.</numerusform>
            <numerusform>Si aspettano ancora %n giocatori al tavolo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat is taken: start the match when you are ready.</source>
        <translation>Tutti i posti sono occupati: inizia la partita quando vuoi.</translation>
    </message>
    <message>
        <source>Waiting for {host} to start the match.</source>
        <translation>Si aspetta che {host} inizi la partita.</translation>
    </message>
    <message>
        <source>The server saves the game again: play goes on.</source>
        <translation>Il server salva di nuovo la partita: si riprende a giocare.</translation>
    </message>
    <message>
        <source>Table {code}</source>
        <translation>Tavolo {code}</translation>
    </message>
    <message>
        <source>Friends join at {address}, port {port}.</source>
        <translation>Gli amici si uniscono a {address}, porta {port}.</translation>
    </message>
    <message>
        <source>Table {code} at {address}, port {port}.</source>
        <translation>Tavolo {code} su {address}, porta {port}.</translation>
    </message>
    <message>
        <source>Encrypted. Read your friends this fingerprint to compare with the one they are shown:</source>
        <translation>Cifrato. Leggi agli amici questa impronta, da confrontare con quella che viene mostrata loro:</translation>
    </message>
    <message>
        <source>Cannot reach {server}: {reason}</source>
        <translation>Impossibile raggiungere {server}: {reason}</translation>
    </message>
    <message>
        <source>{server} did not answer as a table server. If it is a secure server, join again with Secure connection (TLS) ticked.</source>
        <translation>{server} non ha risposto come un server di tavoli. Se è un server sicuro, entra di nuovo con Connessione sicura (TLS) spuntata.</translation>
    </message>
    <message>
        <source>{name} at table {code}</source>
        <translation>{name} al tavolo {code}</translation>
    </message>
    <message>
        <source>The table waits for its host, {host}: you are back at it as soon as they are.</source>
        <translation>Il tavolo aspetta chi lo ospita, {host}: ci torni appena torna.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <source>Close table {code}? You may end it for everyone at it, or keep it and resume it at the next start, when your friends get their seats back.</source>
        <translation>Chiudere il tavolo {code}? Puoi chiuderlo per tutti, oppure tenerlo e riprenderlo al prossimo avvio, quando i tuoi amici riavranno i loro posti.</translation>
    </message>
    <message>
        <source>End it for everyone</source>
        <translation>Chiudilo per tutti</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Tienilo per dopo</translation>
    </message>
    <message>
        <source>Your table {code} is hosted on port {port} already. Host this one on another port, or close that table first.</source>
        <translation>Il tuo tavolo {code} è già ospitato sulla porta {port}. Ospita questo su un&apos;altra porta, oppure chiudi prima quel tavolo.</translation>
    </message>
    <message>
        <source>Cannot host a table on port {port}: {reason}</source>
        <translation>Impossibile ospitare un tavolo sulla porta {port}: {reason}</translation>
    </message>
    <message>
        <source>Your hosted table</source>
        <translation>Il tuo tavolo ospitato</translation>
    </message>
    <message>
        <source>Your table {code} is kept as it was. Host it again now? Friends who were at it get their seats back.</source>
        <translation>Il tuo tavolo {code} è conservato com&apos;era. Ospitarlo di nuovo ora? Gli amici che c&apos;erano riavranno i loro posti.</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Ospitalo di nuovo</translation>
    </message>
    <message>
        <source>End it for good</source>
        <translation>Chiudilo definitivamente</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <source>Cannot host table {code} on port {port} again: {reason}</source>
        <translation>Impossibile ospitare di nuovo il tavolo {code} sulla porta {port}: {reason}</translation>
    </message>
    <message>
        <source>Leave table {code}? Your seat is kept: join the table again, or accept the offer at the next start, to take it back. An AI plays it after two minutes.</source>
        <translation>Lasciare il tavolo {code}? Il tuo posto resta tuo: entra di nuovo al tavolo, o accetta la proposta al prossimo avvio, per riprenderlo. Dopo due minuti lo gioca un&apos;IA.</translation>
    </message>
    <message>
        <source>Leave and keep my seat</source>
        <translation>Esci e tieni il posto</translation>
    </message>
    <message>
        <source>Give up my seat</source>
        <translation>Rinuncia al posto</translation>
    </message>
    <message>
        <source>Your seat at a table</source>
        <translation>Il tuo posto a un tavolo</translation>
    </message>
    <message>
        <source>You still have a seat at table {code} ({server}) as {name}. Take it back now?</source>
        <translation>Hai ancora un posto al tavolo {code} ({server}) come {name}. Riprenderlo ora?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
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
    <name>OddsBar</name>
    <message>
        <source>Your chance to win</source>
        <translation>Le tue probabilità di vincere</translation>
    </message>
    <message>
        <source>Your chance to win the round</source>
        <translation>Le tue probabilità di vincere la smazzata</translation>
    </message>
    <message>
        <source>Your chance to win the match</source>
        <translation>Le tue probabilità di vincere la partita</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>la smazzata</translation>
    </message>
    <message>
        <source>the match</source>
        <translation>la partita</translation>
    </message>
    <message>
        <source>{chance}: not known yet</source>
        <translation>{chance}: non ancora note</translation>
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
        <translation>Gioca online</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Il tuo nome</translation>
    </message>
    <message>
        <source>A name or number, with :port when it is not 7373; or a ws:// or wss:// address for a server behind a web server.</source>
        <translation>Un nome o un numero, con :porta se non è 7373; oppure un indirizzo ws:// o wss:// per un server dietro un server web.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connetti</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Secure connection (TLS)</source>
        <translation>Connessione sicura (TLS)</translation>
    </message>
    <message>
        <source>For a server that speaks TLS on its own port: your seat and the chat travel encrypted (a wss:// address is always secure).</source>
        <translation>Per un server che parla TLS sulla sua porta: il tuo posto e la chat viaggiano cifrati (un indirizzo wss:// è sempre sicuro).</translation>
    </message>
    <message>
        <source>Connect to a table server to see the tables waiting for players.</source>
        <translation>Connettiti a un server di tavoli per vedere i tavoli che aspettano giocatori.</translation>
    </message>
    <message>
        <source>Open tables</source>
        <translation>Tavoli aperti</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>A&amp;ggiorna</translation>
    </message>
    <message>
        <source>&amp;Join the table</source>
        <translation>&amp;Siediti al tavolo</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Si gioca a</translation>
    </message>
    <message>
        <source>&amp;Quick match</source>
        <translation>Partita &amp;rapida</translation>
    </message>
    <message>
        <source>A seat at the first open table of this size and target, or a new one: AIs take the seats nobody comes to after the server&apos;s wait.</source>
        <translation>Un posto al primo tavolo aperto di queste dimensioni e di questo traguardo, o a uno nuovo: dopo l&apos;attesa del server le IA prendono i posti dove non arriva nessuno.</translation>
    </message>
    <message>
        <source>Open a &amp;public table…</source>
        <translation>Apri un tavolo &amp;pubblico…</translation>
    </message>
    <message>
        <source>That is not a table server&apos;s address: type its name or number, with :port when it is not 7373, or a ws:// or wss:// address.</source>
        <translation>Questo non è l&apos;indirizzo di un server di tavoli: scrivi il suo nome o numero, con :porta se non è 7373, oppure un indirizzo ws:// o wss://.</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Connessione a {server}…</translation>
    </message>
    <message numerus="yes">
        <source>%n open table(s) at {server}.</source>
        <translation>
            <numerusform>%n tavolo aperto su {server}.</numerusform>
            <numerusform>%n tavoli aperti su {server}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No table at {server} waits for players: try a quick match, or open one.</source>
        <translation>Nessun tavolo su {server} aspetta giocatori: prova una partita rapida, o aprine uno.</translation>
    </message>
    <message numerus="yes">
        <source>%n AI(s)</source>
        <translation>
            <numerusform>%n IA</numerusform>
            <numerusform>%n IA</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n team(s)</source>
        <translation>
            <numerusform>in %n squadra</numerusform>
            <numerusform>in %n squadre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n smazzata</numerusform>
            <numerusform>%n smazzate</numerusform>
        </translation>
    </message>
    <message>
        <source>to {target}</source>
        <translation>a {target}</translation>
    </message>
    <message>
        <source>A table</source>
        <translation>Un tavolo</translation>
    </message>
    <message>
        <source>{who} — {rules} — {free} (table {code})</source>
        <translation>{who} — {rules} — {free} (tavolo {code})</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n posto libero</numerusform>
            <numerusform>%n posti liberi</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected: the certificate of {server} is not trusted.</source>
        <translation>Non connesso: il certificato di {server} non è considerato affidabile.</translation>
    </message>
    <message>
        <source>Not connected: {server} shows another certificate.</source>
        <translation>Non connesso: {server} mostra un altro certificato.</translation>
    </message>
    <message>
        <source>Open a public table</source>
        <translation>Apri un tavolo pubblico</translation>
    </message>
</context>
<context>
    <name>RatingPlot</name>
    <message numerus="yes">
        <source>Your rating after each of your %n rated match(es): from {first} to {last}</source>
        <translation>
            <numerusform>Il tuo punteggio dopo la tua %n partita valutata: da {first} a {last}</numerusform>
            <numerusform>Il tuo punteggio dopo ciascuna delle tue %n partite valutate: da {first} a {last}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingView</name>
    <message>
        <source>Your rating appears after your first match against one AI opponent, played without hints or undo. {scale}</source>
        <translation>Il tuo punteggio compare dopo la tua prima partita contro un avversario del computer, giocata senza suggerimenti né annullamenti. {scale}</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message numerus="yes">
        <source>Your rating: {rating} ± {deviation}, from %n rated match(es): one opponent, no hints or undo.</source>
        <translation>
            <numerusform>Il tuo punteggio: {rating} ± {deviation}, su %n partita valutata: un solo avversario, senza suggerimenti né annullamenti.</numerusform>
            <numerusform>Il tuo punteggio: {rating} ± {deviation}, su %n partite valutate: un solo avversario, senza suggerimenti né annullamenti.</numerusform>
        </translation>
    </message>
    <message>
        <source>{level} gives you an even match.</source>
        <translation>Il livello {level} ti dà una partita alla pari.</translation>
    </message>
    <message>
        <source>Levels: {scale}</source>
        <translation>Livelli: {scale}</translation>
    </message>
</context>
<context>
    <name>RemoteGame</name>
    <message>
        <source>The server could not save your move: the table is paused.</source>
        <extracomment>Never a match carried on from a save (the sound of the deal is for every match that starts here).</extracomment>
        <translation>Il server non ha potuto salvare la tua mossa: il tavolo è in pausa.</translation>
    </message>
    <message>
        <source>Your last card did not reach the table before the connection was lost: play again.</source>
        <translation>La tua ultima carta non è arrivata al tavolo prima che la connessione si perdesse: gioca di nuovo.</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Posto {seat}</translation>
    </message>
    <message>
        <source>The table is over: there are no more moves to make.</source>
        <translation>Il tavolo è chiuso: non ci sono più mosse da fare.</translation>
    </message>
    <message>
        <source>The table is paused: the server cannot save the game just now. Play goes on as soon as it can.</source>
        <translation>Il tavolo è in pausa: il server non riesce a salvare la partita in questo momento. Si riprende appena possibile.</translation>
    </message>
    <message>
        <source>The connection to the table is lost: play again once you are back at your seat.</source>
        <translation>La connessione al tavolo è persa: gioca di nuovo quando sarai tornato al tuo posto.</translation>
    </message>
    <message>
        <source>It is not your turn: wait for the card.</source>
        <translation>Non è il tuo turno: aspetta la carta.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{name}: {card} takes {cards}</source>
        <translation>{name}: {card} prende {cards}</translation>
    </message>
    <message>
        <source>{name}: {card} laid</source>
        <translation>{name}: {card} calata</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Rivedi una registrazione</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Registrazioni di partite (*.json)</translation>
    </message>
    <message>
        <source>Not a game record that can be reviewed: {reason}</source>
        <translation>Non è una registrazione che si possa rivedere: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewGame</name>
    <message>
        <source>This is a review: step through the moves with the arrow keys.</source>
        <extracomment>Marked per round: the moves of the chosen seat that cost the most. A move that cost less than this is no mistake worth marking: the coach&apos;s own bar for a word on it, as a smaller cost is within what its sampled deals can tell apart (the guided deal&apos;s first advised move came out 0.08 below another as good, and was marked the costliest).</extracomment>
        <translation>Questa è una revisione: scorri le mosse con i tasti freccia.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of the match</source>
        <translation>Revisione della partita</translation>
    </message>
    <message>
        <source>The coach&apos;s notes for:</source>
        <translation>Note del maestro per:</translation>
    </message>
    <message>
        <source>Moves of the round (①②③: the costliest)</source>
        <translation>Mosse della smazzata (①②③: le più costose)</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Inizio</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>All&apos;inizio</translation>
    </message>
    <message>
        <source>◀◀ Round</source>
        <translation>◀◀ Smazzata</translation>
    </message>
    <message>
        <source>To the round before</source>
        <translation>Alla smazzata prima</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Una mossa indietro</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>One move on</source>
        <translation>Una mossa avanti</translation>
    </message>
    <message>
        <source>Round ▶▶</source>
        <translation>Smazzata ▶▶</translation>
    </message>
    <message>
        <source>To the next round</source>
        <translation>Alla smazzata dopo</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Fine ▶|</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Alla fine</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}, move {move} of {moves}.</source>
        <translation>Smazzata {round} di {rounds}, mossa {move} di {moves}.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · move {move} of {moves}</source>
        <translation>Smazzata {round} di {rounds} · mossa {move} di {moves}</translation>
    </message>
    <message>
        <source>Round over: {points}. Match: {totals}</source>
        <translation>Smazzata finita: {points}. Partita: {totals}</translation>
    </message>
    <message>
        <source>The record stops here, before the end of the round. Match: {totals}</source>
        <translation>La registrazione si ferma qui, prima della fine della smazzata. Partita: {totals}</translation>
    </message>
    <message>
        <source>Match: {totals}</source>
        <translation>Partita: {totals}</translation>
    </message>
    <message>
        <source>Moves the coach has still to judge: {count}</source>
        <translation>Mosse che il maestro deve ancora giudicare: {count}</translation>
    </message>
    <message>
        <source>{move} Costliest move number {rank} of the round, {cost} points below the best.</source>
        <translation>{move} Mossa più costosa numero {rank} della smazzata, {cost} punti sotto la migliore.</translation>
    </message>
    <message>
        <source>Start of round {round}. Step through it with ← and →.</source>
        <translation>Inizio della smazzata {round}. Scorrila con ← e →.</translation>
    </message>
    <message>
        <source>No note here: the coach judges only the moves of the seat chosen above.</source>
        <translation>Nessuna nota qui: il maestro giudica solo le mosse del posto scelto sopra.</translation>
    </message>
    <message>
        <source>The coach is thinking about this move…</source>
        <translation>Il maestro sta valutando questa mossa…</translation>
    </message>
</context>
<context>
    <name>RoundOverDialog</name>
    <message>
        <source>Match over</source>
        <extracomment>More sides than this: tighter columns, and cells that wrap (&quot;no primiera (no Swords, no Cups)&quot; under each of six sides); fewer keep each result on one line, its mark beside it.</extracomment>
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
        <source>A tie at the top: another round is played.</source>
        <translation>Parità in testa: si gioca un&apos;altra smazzata.</translation>
    </message>
    <message>
        <source>Primiera cards, {side}</source>
        <translation>Carte della primiera, {side}</translation>
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
        <source>{points} of {target}</source>
        <translation>{points} su {target}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Prossima smazzata</translation>
    </message>
    <message numerus="yes">
        <source>{side} win the match with %n point(s)</source>
        <translation>
            <numerusform>Partita vinta: {side}, con %n punto</numerusform>
            <numerusform>Partita vinta: {side}, con %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the match with %n point(s)</source>
        <translation>
            <numerusform>Hai vinto la partita con %n punto</numerusform>
            <numerusform>Hai vinto la partita con %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} wins the match with %n point(s)</source>
        <translation>
            <numerusform>{side} ha vinto la partita con %n punto</numerusform>
            <numerusform>{side} ha vinto la partita con %n punti</numerusform>
        </translation>
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
        <source>Scope</source>
        <translation>Scope</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <source>Scopa in a nutshell</source>
        <translation>La scopa in breve</translation>
    </message>
    <message>
        <source>Play one card a turn. If a table card has the &lt;b&gt;same rank&lt;/b&gt;, you must
take exactly one such card. Otherwise, if table cards &lt;b&gt;add up&lt;/b&gt; to your card&apos;s value, you must take one such set.
Otherwise the card is laid on the table. A card that can take may never be laid.</source>
        <translation>Si gioca una carta per turno. Se in tavola c&apos;è una carta dello &lt;b&gt;stesso valore&lt;/b&gt;, devi prendere esattamente una di quelle carte.
Altrimenti, se alcune carte in tavola &lt;b&gt;sommate&lt;/b&gt; danno il valore della tua carta, devi prendere una di queste combinazioni.
Altrimenti la carta resta in tavola. Una carta che può prendere non si può mai lasciare in tavola.</translation>
    </message>
    <message>
        <source>An {ace} takes every card on the table (that is not a scopa).</source>
        <translation>Un {ace} prende tutte le carte in tavola (e non è una scopa).</translation>
    </message>
    <message>
        <source>Emptying the table is a &lt;b&gt;scopa&lt;/b&gt;: one point (not with the very last
card of the round). Cards left at the end go to whoever took last.</source>
        <translation>Svuotare il tavolo è una &lt;b&gt;scopa&lt;/b&gt;: vale un punto (ma non con l&apos;ultima carta della smazzata).
Le carte rimaste alla fine vanno a chi ha preso per ultimo.</translation>
    </message>
    <message>
        <source>Emptying the table is a &lt;b&gt;scopa&lt;/b&gt;: one point (none
in the last deal). Cards left at the end go to whoever took last.</source>
        <translation>Svuotare il tavolo è una &lt;b&gt;scopa&lt;/b&gt;: vale un punto (ma nessuna all&apos;ultima mano).
Le carte rimaste alla fine vanno a chi ha preso per ultimo.</translation>
    </message>
    <message>
        <source>Each round: one point each for most &lt;b&gt;cards&lt;/b&gt;,
most &lt;b&gt;coins&lt;/b&gt;{coins}, the &lt;b&gt;settebello&lt;/b&gt; ({settebello}) and the best &lt;b&gt;primiera&lt;/b&gt;, plus one per scopa.</source>
        <translation>A ogni smazzata: un punto a chi ha più &lt;b&gt;carte&lt;/b&gt;, uno a chi ha più &lt;b&gt;denari&lt;/b&gt;{coins},
uno per il &lt;b&gt;settebello&lt;/b&gt; ({settebello}) e uno per la &lt;b&gt;primiera&lt;/b&gt; migliore, più un punto per ogni scopa.</translation>
    </message>
    <message>
        <source>Each round: every card you took scores its value ({ace} 1
… {king} 10), plus one point each for most &lt;b&gt;cards&lt;/b&gt;, most &lt;b&gt;coins&lt;/b&gt;{coins} and the &lt;b&gt;settebello&lt;/b&gt;
({settebello}), and one per scopa.</source>
        <translation>A ogni smazzata: ogni carta presa vale il suo valore ({ace} 1
… {king} 10), più un punto a chi ha più &lt;b&gt;carte&lt;/b&gt;, uno a chi ha più &lt;b&gt;denari&lt;/b&gt;{coins} e uno per il &lt;b&gt;settebello&lt;/b&gt;
({settebello}), e uno per ogni scopa.</translation>
    </message>
    <message>
        <source>First to {target} wins; a tie at the top plays another round.</source>
        <translation>Vince chi arriva per primo a {target}; in caso di parità in testa si gioca un&apos;altra smazzata.</translation>
    </message>
    <message>
        <source>Variants in play: {variants}.</source>
        <translation>Varianti in gioco: {variants}.</translation>
    </message>
    <message>
        <source>Mouse: drag a card onto the table (onto the card you want to take).
Or click a card, click the table cards, press Enter. Double-click plays a card that has one choice. Keys 1-3 or arrows
choose, Enter plays, Esc cancels, H shows a hint, Ctrl+Z takes back your last move.</source>
        <translation>Mouse: trascina una carta sul tavolo (sopra la carta che vuoi prendere). Oppure fai clic su una carta, poi sulle carte
in tavola, e premi Invio. Il doppio clic gioca una carta che ha una sola scelta. I tasti 1-3 o le frecce scelgono,
Invio gioca, Esc annulla, H mostra un suggerimento, Ctrl+Z annulla la tua ultima mossa.</translation>
    </message>
    <message>
        <source>Keyboard on the table: Tab goes between your hand and the table cards,
the arrows move, Space takes a table card into the capture or leaves it, Enter plays. When a card can take more than
one set, the sets light up on the table: click one, or go through them with Tab and take one with Enter.</source>
        <translation>Tastiera sul tavolo: Tab passa dalla tua mano alle carte in tavola e viceversa, le frecce si spostano, Spazio aggiunge o toglie una carta del tavolo dalla presa, Invio gioca. Quando una carta può prendere più di una combinazione, le combinazioni si illuminano sul tavolo: fai clic su una, o scorrile con Tab e prendine una con Invio.</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s) the highest total wins; a tie plays one more round.</source>
        <translation>
            <numerusform>Dopo %n smazzata vince il totale più alto; in caso di parità si gioca un&apos;altra smazzata.</numerusform>
            <numerusform>Dopo %n smazzate vince il totale più alto; in caso di parità si gioca un&apos;altra smazzata.</numerusform>
        </translation>
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
        <translation>l&apos;ha scritta una versione più recente del gioco</translation>
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
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A side&apos;s primiera in the side panel&apos;s count: it has none (it lacks a suit).</extracomment>
        <translation>niente</translation>
    </message>
    <message numerus="yes">
        <source>Match · %n round(s), card values</source>
        <translation>
            <numerusform>Partita · %n smazzata, valori delle carte</numerusform>
            <numerusform>Partita · %n smazzate, valori delle carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match · first to %n</source>
        <translation>
            <numerusform>Partita · a %n punto</numerusform>
            <numerusform>Partita · a %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Match points, {side}: {points}</source>
        <translation>Punti della partita, {side}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>{side}: {points} of the %n point(s) to win</source>
        <translation>
            <numerusform>{side}: {points} di %n punto per vincere</numerusform>
            <numerusform>{side}: {points} dei %n punti per vincere</numerusform>
        </translation>
    </message>
    <message>
        <source>{line} this round, {side}: {value}</source>
        <translation>{line} in questa smazzata, {side}: {value}</translation>
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
    <name>ScrollingScore</name>
    <message>
        <source>Score</source>
        <extracomment>What a screen reader calls the area the score panel scrolls in, at a networked table&apos;s side.</extracomment>
        <translation>Punteggio</translation>
    </message>
</context>
<context>
    <name>SeatSession</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minuti</numerusform>
        </translation>
    </message>
    <message>
        <source>You are back at your seat.</source>
        <translation>Sei di nuovo al tuo posto.</translation>
    </message>
    <message>
        <source>The host has closed the table. Thank you for playing.</source>
        <translation>Chi ospitava ha chiuso il tavolo. Grazie per aver giocato.</translation>
    </message>
    <message>
        <source>The table has ended: nobody played at it for too long.</source>
        <translation>Il tavolo è finito: nessuno ci ha giocato per troppo tempo.</translation>
    </message>
    <message>
        <source>The server has closed the table.</source>
        <translation>Il server ha chiuso il tavolo.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Unisciti a un tavolo</translation>
    </message>
    <message>
        <source>Table {code} has ended while you were away, and your seat with it.</source>
        <translation>Il tavolo {code} è finito mentre eri via, e con esso il tuo posto.</translation>
    </message>
    <message>
        <source>The server sent something this window cannot read ({why}); play goes on.</source>
        <translation>Il server ha inviato qualcosa che questa finestra non sa leggere ({why}); il gioco continua.</translation>
    </message>
    <message>
        <source>The connection to the table is lost.</source>
        <translation>La connessione al tavolo è persa.</translation>
    </message>
    <message>
        <source>The connection to the table is lost; trying again…</source>
        <translation>La connessione al tavolo è persa; nuovo tentativo…</translation>
    </message>
    <message>
        <source>Could not remember the certificate: {error}</source>
        <translation>Impossibile ricordare il certificato: {error}</translation>
    </message>
</context>
<context>
    <name>ServerRefusal</name>
    <message>
        <source>The server did not understand this window&apos;s message: the game and the server may be of different versions.</source>
        <translation>Il server non ha capito il messaggio di questa finestra: il gioco e il server potrebbero essere di versioni diverse.</translation>
    </message>
    <message>
        <source>The server speaks another version of the table protocol: the game and the server must be updated to match.</source>
        <translation>Il server parla un&apos;altra versione del protocollo dei tavoli: il gioco e il server vanno aggiornati perché combacino.</translation>
    </message>
    <message>
        <source>You have no seat at a table on this server yet.</source>
        <translation>Non hai ancora un posto a un tavolo su questo server.</translation>
    </message>
    <message>
        <source>No table with that code has an open seat: check the code with the host.</source>
        <translation>Nessun tavolo con quel codice ha un posto libero: verifica il codice con chi ospita.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can: try again later.</source>
        <translation>Il server ha già tutti i tavoli che può tenere: riprova più tardi.</translation>
    </message>
    <message>
        <source>Only the host of the table can do that.</source>
        <translation>Solo chi ospita il tavolo può farlo.</translation>
    </message>
    <message>
        <source>The match cannot start yet: every seat must be taken, and no match may be in play.</source>
        <translation>La partita non può ancora iniziare: tutti i posti devono essere occupati e nessuna partita dev&apos;essere in corso.</translation>
    </message>
    <message>
        <source>The match has not started yet.</source>
        <translation>La partita non è ancora iniziata.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>The server refused that move: the rules do not allow it.</source>
        <translation>Il server ha rifiutato quella mossa: le regole non la permettono.</translation>
    </message>
    <message>
        <source>The seat you came back to is no longer kept for you.</source>
        <translation>Il posto a cui sei tornato non è più tenuto per te.</translation>
    </message>
    <message>
        <source>Too many messages at once: the server asks you to slow down.</source>
        <translation>Troppi messaggi tutti insieme: il server ti chiede di rallentare.</translation>
    </message>
    <message>
        <source>The server is busy just now: try again in a moment.</source>
        <translation>Il server è occupato in questo momento: riprova tra poco.</translation>
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
        <source>High contrast: a black cloth, white card rims, a thick focus ring</source>
        <translation>Alto contrasto: tappeto nero, bordi bianchi sulle carte, un contorno di selezione spesso</translation>
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
        <source>Italian card names (Denari, Coppe, Spade, Bastoni; Fante, Cavallo, Re)</source>
        <translation>Nomi italiani delle carte (Denari, Coppe, Spade, Bastoni; Fante, Cavallo, Re)</translation>
    </message>
    <message>
        <source>Card names</source>
        <translation>Nomi delle carte</translation>
    </message>
    <message>
        <source>Judge my moves and explain hints</source>
        <translation>Giudica le mie mosse e spiega i suggerimenti</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Show my chances to win the round and the match</source>
        <translation>Mostra le mie probabilità di vincere la smazzata e la partita</translation>
    </message>
    <message>
        <source>Win odds</source>
        <translation>Probabilità di vittoria</translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation>La nuova lingua comparirà al prossimo avvio del gioco.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Riavvia ora</translation>
    </message>
    <message>
        <source>Mute (M)</source>
        <translation>Muto (M)</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume dei suoni</translation>
    </message>
    <message>
        <source>Reduce motion: cards go straight to their place</source>
        <translation>Riduci il movimento: le carte vanno subito al loro posto</translation>
    </message>
</context>
<context>
    <name>SkinPicker</name>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>Table cloth</source>
        <translation>Tappeto</translation>
    </message>
</context>
<context>
    <name>Skins</name>
    <message>
        <source>French</source>
        <extracomment>The width of the back&apos;s cross-hatch lines. Standard pip positions; pips below the middle are drawn upside down. Clear of the corner indices, the widest of which (K) reaches x = 20.5.</extracomment>
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
        <extracomment>The back&apos;s gold lattice: its lines&apos; width and the distance between them.</extracomment>
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
    <message>
        <source>Romagnole</source>
        <translation>Romagnole</translation>
    </message>
    <message>
        <source>The pack of Romagna: rust and green like its printed linen, double-ended figures, grapes on the back.</source>
        <translation>Il mazzo della Romagna: ruggine e verde come le sue tele stampate, figure a doppia testa, uva sul dorso.</translation>
    </message>
    <message>
        <source>Siciliane</source>
        <translation>Siciliane</translation>
    </message>
    <message>
        <source>The Sicilian pack: a lady for the Fante, star coins, two-handled cups, the eagle and the trinacria.</source>
        <translation>Il mazzo siciliano: una dama per Fante, denari a stella, coppe a due manici, l&apos;aquila e la trinacria.</translation>
    </message>
    <message>
        <source>Toscane</source>
        <translation>Toscane</translation>
    </message>
    <message>
        <source>The Florentine pack: soft Tuscan colours, leafy batons, straight swords and the red lily of Florence.</source>
        <translation>Il mazzo fiorentino: tenui colori toscani, bastoni con foglie, spade diritte e il giglio rosso di Firenze.</translation>
    </message>
    <message>
        <source>Triestine</source>
        <translation>Triestine</translation>
    </message>
    <message>
        <source>The pack of Trieste: bright double-ended figures, tall cups, star coins and the halberd of Trieste.</source>
        <translation>Il mazzo di Trieste: figure a doppia testa dai colori vivaci, coppe alte, denari a stella e l&apos;alabarda di Trieste.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics cannot be kept this time ({reason}): the matches of this session are counted until the window closes, and nothing counted before is lost.</source>
        <translation>Questa volta le statistiche non possono essere conservate ({reason}): le partite di questa sessione sono contate finché la finestra resta aperta, e nulla di quanto contato prima va perso.</translation>
    </message>
    <message>
        <source>The statistics cannot be read just now ({reason}); the file is left as it is.</source>
        <translation>Al momento le statistiche non si possono leggere ({reason}); il file resta com&apos;è.</translation>
    </message>
    <message>
        <source>This match could not be counted in the statistics ({reason}); the matches counted before are kept.</source>
        <translation>Questa partita non è stata contata nelle statistiche ({reason}); le partite contate prima restano.</translation>
    </message>
    <message>
        <source>The statistics could not be reset ({reason}); they are as they were.</source>
        <translation>Impossibile azzerare le statistiche ({reason}); sono rimaste com&apos;erano.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({reason}): the file is kept as {file}, nothing is deleted, and counting starts afresh.</source>
        <translation>Impossibile leggere le statistiche ({reason}): il file è conservato come {file}, non si cancella nulla, e il conteggio riparte da zero.</translation>
    </message>
    <message>
        <source>The statistics an earlier version kept in the settings could not be read; they are left there, and counting goes on without them.</source>
        <translation>Impossibile leggere le statistiche che una versione precedente conservava nelle impostazioni; restano lì, e il conteggio prosegue senza di esse.</translation>
    </message>
    <message>
        <source>The statistics an earlier version kept in the settings could not be read; they are kept as {file}, and counting goes on without them.</source>
        <translation>Impossibile leggere le statistiche che una versione precedente conservava nelle impostazioni; sono conservate come {file}, e il conteggio prosegue senza di esse.</translation>
    </message>
</context>
<context>
    <name>StatisticsChoices</name>
    <message>
        <source>A to Z</source>
        <extracomment>Each column&apos;s two ways, the way a first choice sorts first: the tables&apos; words from A, every figure highest first.</extracomment>
        <translation>Dalla A alla Z</translation>
    </message>
    <message>
        <source>Z to A</source>
        <translation>Dalla Z alla A</translation>
    </message>
    <message>
        <source>Highest first</source>
        <translation>Dal più alto</translation>
    </message>
    <message>
        <source>Lowest first</source>
        <translation>Dal più basso</translation>
    </message>
    <message>
        <source>&amp;Sort by:</source>
        <translation>&amp;Ordina per:</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Verso:</translation>
    </message>
    <message>
        <source>&amp;Against:</source>
        <translation>&amp;Contro:</translation>
    </message>
    <message>
        <source>&amp;Match length:</source>
        <translation>&amp;Durata della partita:</translation>
    </message>
    <message>
        <source>Every level</source>
        <translation>Ogni livello</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>Qualsiasi durata</translation>
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
        <source>Your results at each kind of table</source>
        <translation>I tuoi risultati a ogni tipo di tavolo</translation>
    </message>
    <message>
        <source>Rounds in which your side took {card}</source>
        <translation>Smazzate in cui tu o la tua squadra avete preso {card}</translation>
    </message>
    <message>
        <source>Every match counted, one left unfinished as lost</source>
        <translation>Ogni partita contata, quelle lasciate a metà come perse</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Azzera…</translation>
    </message>
    <message>
        <source>No table counted is of the kind chosen above.</source>
        <translation>Nessun tavolo contato è del tipo scelto qui sopra.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them left unfinished, counted as lost</source>
        <translation>
            <numerusform>%n di queste lasciata a metà, contata come persa</numerusform>
            <numerusform>%n di queste lasciate a metà, contate come perse</numerusform>
        </translation>
    </message>
    <message>
        <source>Sorted by {column}: {order}</source>
        <translation>Ordinato per {column}: {order}</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) shown</source>
        <translation>
            <numerusform>%n tavolo mostrato</numerusform>
            <numerusform>%n tavoli mostrati</numerusform>
        </translation>
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
    <message>
        <source>{players} players {sides} (with {partners}; against {opponents}), {goal}</source>
        <translation>{players} giocatori, {sides} (con {partners}; contro {opponents}), {goal}</translation>
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
        <source>Matches in which you undid a move or asked for a hint: counted apart, and left out of your rating</source>
        <translation>Partite in cui hai annullato una mossa o chiesto un suggerimento: contate a parte, e escluse dal tuo punteggio</translation>
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
    <name>TableBrowser</name>
    <message>
        <source>Could not remember the certificate: {error}</source>
        <extracomment>How often the list is asked for again while it is shown. How long a server has to welcome us once asked (connecting and securing included).</extracomment>
        <translation>Impossibile ricordare il certificato: {error}</translation>
    </message>
    <message>
        <source>{server} is a table server, but it lists no open tables: join a table there with its code instead.</source>
        <translation>{server} è un server di tavoli, ma non elenca tavoli aperti: unisciti lì a un tavolo con il suo codice.</translation>
    </message>
    <message>
        <source>The connection to {server} is lost.</source>
        <translation>La connessione a {server} è persa.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>away</source>
        <translation>assente</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Mazzo {count}</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Ultima mano</translation>
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
        <source>{card}: choose what it takes</source>
        <translation>{card}: scegli cosa prende</translation>
    </message>
    <message>
        <source>Lay</source>
        <translation>Posa</translation>
    </message>
    <message>
        <source>{card} on the table</source>
        <translation>{card} in tavola</translation>
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
    <message>
        <source>Take</source>
        <translation>Prendi</translation>
    </message>
    <message>
        <source>{card} can take more than one set: click the set to take, or choose it with Tab and Enter.</source>
        <translation>{card} può prendere più di una combinazione: fai clic su quella da prendere, o sceglila con Tab e Invio.</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <source>This match is only watched: the AIs play it.</source>
        <extracomment>Speed -&gt; (least time an AI takes over its move in ms, the animations&apos; speed). The speeds&apos; names, as the Settings dialog words them (the same translations).</extracomment>
        <translation>Questa partita si guarda soltanto: la giocano le IA.</translation>
    </message>
</context>
<context>
    <name>WatchWindow</name>
    <message>
        <source>Watch a match</source>
        <translation>Guarda una partita</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Velocità:</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>In pausa.</translation>
    </message>
    <message>
        <source>Going on.</source>
        <translation>Si riprende.</translation>
    </message>
    <message>
        <source>Go on (Space)</source>
        <translation>Continua (Spazio)</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pausa (Spazio)</translation>
    </message>
    <message>
        <source>{side} won the match, {totals}.</source>
        <translation>{side} ha vinto la partita, {totals}.</translation>
    </message>
    <message>
        <source>Round {round}: {totals}</source>
        <translation>Smazzata {round}: {totals}</translation>
    </message>
</context>
<context>
    <name>WayOn</name>
    <message>
        <source>Join a table…</source>
        <translation>Unisciti a un tavolo…</translation>
    </message>
    <message>
        <source>Play alone</source>
        <translation>Gioca da solo</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>random</source>
        <extracomment>Clock for a searching level&apos;s thinking budget. The names the AI opponents go by, seats 1, 2… of a table in order: the game against the AI&apos;s, and a networked table&apos;s AI seats (``net.table``). Every level, weakest first.</extracomment>
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
        <source>Random: plays any card it may, for a first look at the rules.</source>
        <translation>Casuale: gioca una carta qualsiasi tra quelle consentite, per un primo sguardo alle regole.</translation>
    </message>
    <message>
        <source>Easy: takes the most it can at once, else lays its cheapest card.</source>
        <translation>Facile: prende subito il più possibile, altrimenti cala la carta che vale meno.</translation>
    </message>
    <message>
        <source>Medium: never leaves you a scopa it can avoid and plays a few deals ahead.</source>
        <translation>Medio: non ti lascia mai una scopa che può evitare e guarda qualche mano avanti.</translation>
    </message>
    <message>
        <source>Hard: remembers every card, reads your play and tries thousands of deals.</source>
        <translation>Difficile: ricorda ogni carta, legge il tuo gioco e prova migliaia di distribuzioni.</translation>
    </message>
    <message>
        <source>Scopone (4 players, 9 cards each)</source>
        <extracomment>Which words the cards go by: the deck on the table&apos;s (French suits, ``Skin.french_suits``, or Italian), and for Italian suits whether by their Italian names. Variant id -&gt; its name (the Italian ones are names in every language) and its name with what it changes, for the New game dialog ({coins}: the suit of coins, {card}: the card that scores, both as the deck in use names them).</extracomment>
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
        <source>card-value scoring</source>
        <translation>punteggio a valore delle carte</translation>
    </message>
    <message>
        <source>Card-value scoring (German guide)</source>
        <translation>Punteggio a valore delle carte (guida tedesca)</translation>
    </message>
    <message>
        <source>run to {card}: {points}</source>
        <extracomment>Score line (``ScoreLine.name``) -&gt; its title in the round&apos;s count and a side&apos;s result on it; {card} is the card the result is named by, {points} its points.</extracomment>
        <translation>scala fino a {card}: {points}</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Valori delle carte</translation>
    </message>
    <message>
        <source>no primiera ({suits})</source>
        <extracomment>A side without a card of every suit has no primiera (RULES.md §6), not one of 0: said with the suits it lacks.</extracomment>
        <translation>niente primiera ({suits})</translation>
    </message>
    <message>
        <source>no {suit}</source>
        <translation>senza {suit}</translation>
    </message>
    <message>
        <source>{result}, a point</source>
        <extracomment>A count&apos;s cell in words, where a table shows signs: &quot;21 ●&quot; (the side scored the line), &quot;●&quot;, &quot;–&quot; (nothing).</extracomment>
        <translation>{result}, un punto</translation>
    </message>
    <message>
        <source>a point</source>
        <translation>un punto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>{first} to {second}</source>
        <translation>{first} a {second}</translation>
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
        <source>en_GB</source>
        <comment>the locale whose numbers the window writes</comment>
        <translation>it_IT</translation>
    </message>
    <message>
        <source>Match over: you won.</source>
        <translation>Partita finita: hai vinto tu.</translation>
    </message>
    <message>
        <source>Match over: your side won.</source>
        <translation>Partita finita: ha vinto la tua squadra.</translation>
    </message>
    <message>
        <source>Match over: {side} won.</source>
        <translation>Partita finita: ha vinto {side}.</translation>
    </message>
    <message>
        <source>You won the match.</source>
        <translation>Hai vinto la partita.</translation>
    </message>
    <message>
        <source>Your side won the match.</source>
        <translation>La tua squadra ha vinto la partita.</translation>
    </message>
    <message>
        <source>{side} won the match.</source>
        <translation>Partita vinta: {side}.</translation>
    </message>
    <message>
        <source>no server is listening on that port</source>
        <extracomment>The system&apos;s reasons a player meets on the way to a table, by error number, in the window&apos;s language: the system&apos;s own words are English whatever the window speaks (&quot;Cannot reach …: Connection refused&quot;).</extracomment>
        <translation>nessun server è in ascolto su quella porta</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>nessuna risposta in tempo</translation>
    </message>
    <message>
        <source>that computer cannot be reached</source>
        <translation>quel computer non è raggiungibile</translation>
    </message>
    <message>
        <source>that network cannot be reached</source>
        <translation>quella rete non è raggiungibile</translation>
    </message>
    <message>
        <source>the connection was cut</source>
        <translation>la connessione è stata interrotta</translation>
    </message>
    <message>
        <source>another program uses that port</source>
        <translation>un altro programma usa quella porta</translation>
    </message>
    <message>
        <source>no computer of that name was found</source>
        <translation>nessun computer con quel nome trovato</translation>
    </message>
    <message>
        <source>a file stands where its folder should be</source>
        <extracomment>Why a file could not be saved: a folder on the way to it is a file in fact.</extracomment>
        <translation>al posto della sua cartella c&apos;è un file</translation>
    </message>
    <message>
        <source>you may not write in that folder</source>
        <extracomment>The system&apos;s reasons a file could not be written, as ``_SYSTEM_REASONS`` for a table.</extracomment>
        <translation>non hai il permesso di scrivere in quella cartella</translation>
    </message>
    <message>
        <source>that disk is read-only</source>
        <translation>quel disco è di sola lettura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>you have used all the disk space you are allowed</source>
        <translation>hai esaurito lo spazio su disco a tua disposizione</translation>
    </message>
    <message>
        <source>a folder has that name already</source>
        <translation>esiste già una cartella con quel nome</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>il nome è troppo lungo</translation>
    </message>
    <message>
        <source>that name is not allowed on that disk</source>
        <translation>quel nome non è ammesso su quel disco</translation>
    </message>
    <message>
        <source>that folder cannot be found</source>
        <translation>quella cartella non si trova</translation>
    </message>
    <message>
        <source>the disk could not be written (was it unplugged?)</source>
        <translation>non si è potuto scrivere sul disco (è stato scollegato?)</translation>
    </message>
    <message>
        <source>another program, an antivirus or a sync client perhaps, is using the file</source>
        <translation>un altro programma, forse un antivirus o un client di sincronizzazione, sta usando il file</translation>
    </message>
    <message>
        <source>{reason}; the game tries again at the next save</source>
        <translation>{reason}; il gioco riprova al prossimo salvataggio</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>il file è danneggiato</translation>
    </message>
    <message>
        <source>the file holds something other than statistics</source>
        <translation>il file contiene altro che statistiche</translation>
    </message>
    <message>
        <source>a folder or something else that is not a file has its name</source>
        <translation>una cartella o qualcos&apos;altro che non è un file ha il suo nome</translation>
    </message>
    <message>
        <source>a later version of the game wrote it</source>
        <translation>l&apos;ha scritto una versione più recente del gioco</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>il file è di sola lettura</translation>
    </message>
    <message>
        <source>{cards} is not worth {rank}.</source>
        <translation>{cards} non vale {rank}.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <extracomment>A card&apos;s name with French suits or Italian names (&quot;Jack of Spades&quot;, &quot;Cavallo of Coppe&quot;).</extracomment>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <extracomment>The same cards by their Italian names, in every language (an option in the settings). The same suits as a French-suited deck shows them (RULES.md §1 maps D C S B onto them).</extracomment>
        <translation>Quadri</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <extracomment>The last of several things said one after the other: &quot;{items} and {last}&quot; (&quot;og&quot;, &quot;und&quot;, &quot;e&quot;).</extracomment>
        <translation>{items} e {last}</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picche</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Fiori</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Napola (1-2-3 of {coins} and up)</source>
        <translation>Napola (1-2-3 di {coins} e seguenti)</translation>
    </message>
    <message>
        <source>Re bello ({card} scores)</source>
        <translation>Re bello ({card} fa punto)</translation>
    </message>
    <message>
        <source>Rosmarino ({card} scores)</source>
        <translation>Rosmarino ({card} fa punto)</translation>
    </message>
    <message>
        <source>clockwise</source>
        <extracomment>The options that are not the default, as a few words beside the score.</extracomment>
        <translation>senso orario</translation>
    </message>
    <message>
        <source>no scopa in the last deal</source>
        <translation>nessuna scopa all&apos;ultima mano</translation>
    </message>
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
</context>
</TS>
