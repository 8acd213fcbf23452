<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>Accessible</name>
    <message>
        <source>Press to play this card with the capture chosen.</source>
        <translation>Tryk for at spille dette kort med det valgte stik.</translation>
    </message>
    <message>
        <source>Nobody plays at this window: choose this card to hear what it would take.</source>
        <translation>Ingen spiller ved dette vindue: vælg dette kort for at høre, hvad det ville fange.</translation>
    </message>
    <message>
        <source>Toggle to take this card into the capture or leave it.</source>
        <translation>Skift for at tage dette kort med i stikket eller lade det ligge.</translation>
    </message>
    <message>
        <source>Toggle to try this card in the capture of the chosen card, or leave it.</source>
        <translation>Skift for at prøve dette kort i det valgte korts stik eller lade det ligge.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Spillebord</translation>
    </message>
    <message>
        <source>Your hand, the table cards, the other hands, the capture piles and the stock. Number keys or the arrows choose a card, Tab goes to the table cards, Space takes one, Enter plays. F2 reads the whole position.</source>
        <translation>Din hånd, kortene på bordet, de andres hænder, stikbunkerne og bunken. Taltasterne eller pilene vælger et kort, Tab går til kortene på bordet, mellemrum tager et, Enter spiller. F2 læser hele stillingen op.</translation>
    </message>
    <message>
        <source>Every hand face up, the table cards, the capture piles and the stock. A card chosen says what it would take; nothing is played from here. F2 reads the whole position.</source>
        <translation>Alle hænder med billedsiden op, bordets kort, stikbunkerne og bunken. Et valgt kort siger, hvad det ville tage; intet spilles herfra. F2 læser hele stillingen op.</translation>
    </message>
    <message>
        <source>Ctrl+Tab goes on to the window&apos;s other controls.</source>
        <translation>Ctrl+Tab går videre til vinduets andre kontroller.</translation>
    </message>
    <message>
        <source>{card}, in your hand, {index} of {count}</source>
        <translation>{card}, på din hånd, {index} af {count}</translation>
    </message>
    <message>
        <source>selected, takes {cards}</source>
        <translation>valgt, fanger {cards}</translation>
    </message>
    <message>
        <source>selected, may take more than one set</source>
        <translation>valgt, kan fange på mere end én måde</translation>
    </message>
    <message>
        <source>selected, is laid on the table</source>
        <translation>valgt, lægges på bordet</translation>
    </message>
    <message>
        <source>{card}, in {name}&apos;s hand, {index} of {count}</source>
        <translation>{card}, på hånden hos {name}, {index} af {count}</translation>
    </message>
    <message>
        <source>{card}, on the table, {index} of {count}</source>
        <translation>{card}, på bordet, {index} af {count}</translation>
    </message>
    <message>
        <source>in set {numbers}</source>
        <translation>i stik {numbers}</translation>
    </message>
    <message>
        <source>in your capture</source>
        <translation>i dit stik</translation>
    </message>
    <message>
        <source>in the capture</source>
        <translation>i stikket</translation>
    </message>
    <message>
        <source>You hold {cards}</source>
        <translation>Du har {cards} på hånden</translation>
    </message>
    <message>
        <source>{name} holds {cards}</source>
        <translation>{name} har {cards} på hånden</translation>
    </message>
    <message>
        <source>Your side&apos;s captures: {cards}</source>
        <translation>Fanget af dit hold: {cards}</translation>
    </message>
    <message>
        <source>Your captures: {cards}</source>
        <translation>Fanget af dig: {cards}</translation>
    </message>
    <message>
        <source>Captured by {side}: {cards}</source>
        <translation>Fanget af {side}: {cards}</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Bunke: tom</translation>
    </message>
    <message>
        <source>Stock: {cards}</source>
        <translation>Bunke: {cards}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>intet</translation>
    </message>
    <message>
        <source>{card} may take: {sets}. Press the number of a set, or Enter for set {current}.</source>
        <translation>{card} kan fange: {sets}. Tryk på et stiks nummer, eller Enter for stik {current}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Din hånd: {cards}.</translation>
    </message>
    <message>
        <source>Table: {cards}.</source>
        <translation>På bordet: {cards}.</translation>
    </message>
    <message>
        <source>{name} holds: {cards}.</source>
        <translation>{name} har på hånden: {cards}.</translation>
    </message>
    <message>
        <source>Match score: {score}.</source>
        <translation>Stilling i partiet: {score}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <source>You play next.</source>
        <translation>Du spiller som den næste.</translation>
    </message>
    <message>
        <source>{name} to play.</source>
        <translation>{name} skal spille.</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>You play {card} and take {cards}.</source>
        <translation>Du spiller {card} og fanger {cards}.</translation>
    </message>
    <message>
        <source>{name} plays {card} and takes {cards}.</source>
        <translation>{name} spiller {card} og fanger {cards}.</translation>
    </message>
    <message>
        <source>You lay {card} on the table.</source>
        <translation>Du lægger {card} på bordet.</translation>
    </message>
    <message>
        <source>{name} lays {card} on the table.</source>
        <translation>{name} lægger {card} på bordet.</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>Points this round: {points}. Cards: {cards}. Coins: {coins}. Settebello: {holder}.</source>
        <translation>Point i denne runde: {points}. Kort: {cards}. Mønter: {coins}. Settebello: {holder}.</translation>
    </message>
    <message>
        <source>Primiera: {primiera}.</source>
        <translation>Primiera: {primiera}.</translation>
    </message>
    <message>
        <source>Scope: {scope}.</source>
        <translation>Scopaer: {scope}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Din hånd: {cards}.</translation>
    </message>
    <message>
        <source>Match between {players}.</source>
        <translation>Parti mellem {players}.</translation>
    </message>
    <message>
        <source>Match with {partners} against {opponents}.</source>
        <translation>Parti med {partners} mod {opponents}.</translation>
    </message>
    <message>
        <source>Match against {opponents}.</source>
        <translation>Parti mod {opponents}.</translation>
    </message>
    <message>
        <source>Round {number}, you deal.</source>
        <translation>Runde {number}, du giver.</translation>
    </message>
    <message>
        <source>Round {number}, {name} deals.</source>
        <translation>Runde {number}, {name} giver.</translation>
    </message>
    <message>
        <source>On the table: {cards}.</source>
        <translation>På bordet: {cards}.</translation>
    </message>
    <message>
        <source>New deal, {number} of {deals}.</source>
        <translation>Ny givning, {number} af {deals}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <source>{cards} left on the table go to {side}.</source>
        <translation>{cards}, der er tilbage på bordet, går til {side}.</translation>
    </message>
    <message>
        <source>{cards} left on the table go to your side.</source>
        <translation>{cards}, der er tilbage på bordet, går til dit hold.</translation>
    </message>
    <message>
        <source>{cards} left on the table go to you.</source>
        <translation>{cards}, der er tilbage på bordet, går til dig.</translation>
    </message>
    <message>
        <source>Round {number} over.</source>
        <translation>Runde {number} er slut.</translation>
    </message>
    <message>
        <source>Match score: {score}.</source>
        <translation>Stilling i partiet: {score}.</translation>
    </message>
    <message>
        <source>A tie at the top: another round is played.</source>
        <translation>Det står lige i toppen: der spilles en runde mere.</translation>
    </message>
    <message>
        <source>Read the &amp;position aloud</source>
        <translation>&amp;Læs stillingen op</translation>
    </message>
</context>
<context>
    <name>AssistButtons</name>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>Could not save the game in {path}: {reason}.</source>
        <translation>Spillet kunne ikke gemmes i {path}: {reason}.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Coins</source>
        <extracomment>The Italian suits and court cards in the window&apos;s language (the default; English as English guides name them), with their own way of making a card&apos;s name.</extracomment>
        <translation>mønter</translation>
    </message>
    <message>
        <source>Cups</source>
        <translation>bægre</translation>
    </message>
    <message>
        <source>Swords</source>
        <translation>sværd</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>stokke</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>es</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>knægt</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>rytter</translation>
    </message>
    <message>
        <source>King</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} i {suit}</translation>
    </message>
</context>
<context>
    <name>ChatBox</name>
    <message>
        <source>A message to the table holds at most {count} characters.</source>
        <translation>En besked til bordet kan højst have {count} tegn.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>The coach is watching: after each of your moves it says what a better one would have won. H gives a hint with the reason.</source>
        <translation>Træneren kigger med: efter hvert af dine træk siger den, hvad et bedre træk ville have givet. H giver et tip med begrundelse.</translation>
    </message>
    <message>
        <source>Thinking about your best move…</source>
        <translation>Finder dit bedste træk…</translation>
    </message>
    <message>
        <source>a {rank} is still unseen and the table now adds up to {rank}: scopa risk</source>
        <extracomment>Reason -&gt; what the played move did; {card} is a card, {rank} a capture value, {coins} the suit of coins.</extracomment>
        <translation>en {rank}&apos;er er endnu ikke set, og bordet giver nu {rank} tilsammen: risiko for scopa</translation>
    </message>
    <message>
        <source>you could have swept the table for a scopa</source>
        <translation>du kunne have fejet bordet og fået scopa</translation>
    </message>
    <message>
        <source>it gives the other side more chances of a scopa</source>
        <translation>det giver modstanderne flere chancer for scopa</translation>
    </message>
    <message>
        <source>you let the settebello go</source>
        <translation>du lod settebelloen slippe</translation>
    </message>
    <message>
        <source>{card} would have kept your primiera</source>
        <translation>{card} ville have holdt din primiera</translation>
    </message>
    <message>
        <source>you laid {card}, a primiera card, for the other side to take</source>
        <translation>du lagde {card}, et primiera-kort, på bordet, så modstanderne kan tage det</translation>
    </message>
    <message>
        <source>you left cards to the other side, and most cards is a point</source>
        <translation>du lod modstanderne få kort, og flest kort giver et point</translation>
    </message>
    <message>
        <source>the better move wins more points over the round</source>
        <translation>det bedre træk giver flere point i løbet af runden</translation>
    </message>
    <message>
        <source>It leaves no table that an unseen {rank} could sweep.</source>
        <extracomment>Reason -&gt; why the hint&apos;s move beats the next best one, as a sentence.</extracomment>
        <translation>Det efterlader ikke et bord, som en endnu ikke set {rank}&apos;er kunne feje.</translation>
    </message>
    <message>
        <source>It sweeps the table: scopa!</source>
        <translation>Det fejer bordet: scopa!</translation>
    </message>
    <message>
        <source>It gives the other side fewer chances of a scopa.</source>
        <translation>Det giver modstanderne færre chancer for scopa.</translation>
    </message>
    <message>
        <source>It keeps the settebello for you.</source>
        <translation>Det sikrer dig settebelloen.</translation>
    </message>
    <message>
        <source>{card} keeps your primiera.</source>
        <translation>{card} holder din primiera.</translation>
    </message>
    <message>
        <source>It does not give away {card}, a primiera card.</source>
        <translation>Det giver ikke {card}, et primiera-kort, væk.</translation>
    </message>
    <message>
        <source>you left {coins} to the other side</source>
        <translation>du lod modstanderne få {coins}</translation>
    </message>
    <message>
        <source>It wins more {coins}.</source>
        <translation>Det giver flere {coins}.</translation>
    </message>
    <message>
        <source>It wins more cards.</source>
        <translation>Det giver flere kort.</translation>
    </message>
    <message>
        <source>It wins the most points over the round.</source>
        <translation>Det giver flest point i løbet af runden.</translation>
    </message>
    <message>
        <source>play {card} and take {cards}</source>
        <translation>spil {card}, og fang {cards}</translation>
    </message>
    <message>
        <source>lay {card}</source>
        <translation>læg {card} på bordet</translation>
    </message>
    <message>
        <source>Good move: no other was clearly better.</source>
        <translation>Godt træk: intet andet var klart bedre.</translation>
    </message>
    <message>
        <source>That cost about {points} points: {reason}. Better: {move}.</source>
        <translation>Det kostede dig omkring {points} point: {reason}. Bedre: {move}.</translation>
    </message>
    <message>
        <source>Hint: {move}.</source>
        <translation>Tip: {move}.</translation>
    </message>
    <message>
        <source>It is your only move.</source>
        <translation>Det er dit eneste træk.</translation>
    </message>
    <message>
        <source>Other moves are about as good.</source>
        <translation>Andre træk er omtrent lige så gode.</translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n på hånden</numerusform>
            <numerusform>%n på hånden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n taken</source>
        <translation>
            <numerusform>%n fanget</numerusform>
            <numerusform>%n fanget</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n scopa(s)</source>
        <translation>
            <numerusform>%n scopa</numerusform>
            <numerusform>%n scopaer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n match(es) in the statistics could not be read: they are left out of the figures, and left as they are in {file}.</source>
        <translation>
            <numerusform>%n parti i statistikken kunne ikke læses: det er udeladt af tallene og ligger uændret i {file}.</numerusform>
            <numerusform>%n partier i statistikken kunne ikke læses: de er udeladt af tallene og ligger uændret i {file}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The statistics of %n table(s) kept by an earlier version of the game could not be read: they are left out of the figures, and left as they are in {file}.</source>
        <translation>
            <numerusform>Statistikken for %n bord fra en tidligere version af spillet kunne ikke læses: den er udeladt af tallene og ligger uændret i {file}.</numerusform>
            <numerusform>Statistikken for %n borde fra en tidligere version af spillet kunne ikke læses: den er udeladt af tallene og ligger uændret i {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Felts</name>
    <message>
        <source>Green felt</source>
        <translation>Grønt filt</translation>
    </message>
    <message>
        <source>Blue felt</source>
        <translation>Blåt filt</translation>
    </message>
    <message>
        <source>Red felt</source>
        <translation>Rødt filt</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Træ</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The round is over.</source>
        <translation>Runden er slut.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, not yours: wait for the card.</source>
        <translation>Det er {name}, der skal spille, ikke dig: vent på kortet.</translation>
    </message>
    <message>
        <source>A hint is for your own turn.</source>
        <translation>Du kan kun få et tip, når det er din tur.</translation>
    </message>
    <message>
        <source>Undo is off for this match (Game &gt; Settings).</source>
        <translation>Fortryd er slået fra i dette parti (Spil &gt; Indstillinger).</translation>
    </message>
    <message>
        <source>There is nothing of yours to take back in this round.</source>
        <translation>Du har ingen træk at fortryde i denne runde.</translation>
    </message>
</context>
<context>
    <name>GuidedDeal</name>
    <message>
        <source>Your first deal! The {settebello} on the table is the settebello, a point on its own. A card takes a table card of its value, or cards that add up to it: your {card} takes {cards}, as 7 + 2 make 9. Drag it onto them, or press its number key, then Enter.</source>
        <translation>Din første givning! Kortet {settebello} på bordet er settebelloen, et point i sig selv. Et kort tager et bordkort med samme værdi eller kort, der tilsammen giver værdien: din {card} tager {cards}, for 7 + 2 giver 9. Træk den hen på dem, eller tryk på dens taltast og derefter Enter.</translation>
    </message>
    <message>
        <source>No table card has the value of your {card}, but {cards} add up to it: one card takes them both. Every card counts: most cards is a point.</source>
        <translation>Intet bordkort har værdien af din {card}, men {cards} giver den tilsammen: ét kort tager dem begge. Hvert kort tæller: flest kort giver et point.</translation>
    </message>
    <message>
        <source>{cards} make the value of your {card}: take them and the table is empty. That is a scopa, one more point, and two more coins!</source>
        <translation>{cards} giver værdien af din {card}: tag dem, og bordet er tomt. Det er en scopa, et point mere, og to mønter til!</translation>
    </message>
    <message>
        <source>Now it is up to you. H shows a good move, and the coach at the side says after each of your moves what it cost.</source>
        <translation>Nu er det op til dig. H viser et godt træk, og træneren ved siden af siger efter hvert af dine træk, hvad det kostede.</translation>
    </message>
    <message>
        <source>Guided first deal</source>
        <translation>Guidet første givning</translation>
    </message>
    <message>
        <source>Leave the match in progress for the guided deal? It will be counted as lost in the statistics.</source>
        <translation>Forlade det igangværende parti for den guidede givning? Det tælles som tabt i statistikken.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Spil videre</translation>
    </message>
    <message>
        <source>The guided deal is over</source>
        <translation>Den guidede givning er slut</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Start partiet</translation>
    </message>
    <message>
        <source>For this deal only, {name} plays at {level} and the coach is on; then your own settings again.</source>
        <translation>Kun i denne givning spiller {name} på niveau {level}, og træneren er slået til; bagefter gælder dine egne indstillinger igen.</translation>
    </message>
    <message>
        <source>Welcome to Scopa</source>
        <extracomment>The deck offered at the first start to those who read the cards with difficulty (skins.large_print).</extracomment>
        <translation>Velkommen til Scopa</translation>
    </message>
    <message>
        <source>New to Scopa? A guided first deal shows you the moves, with notes on the table and the coach at your side.</source>
        <translation>Ny i Scopa? En guidet første givning viser dig trækkene, med noter på bordet og træneren ved din side.</translation>
    </message>
    <message>
        <source>Play the guided deal</source>
        <translation>Spil den guidede givning</translation>
    </message>
    <message>
        <source>Now a match of your own, as in your settings: at the table with {players}, and the coach as you set it. The guided deal is not counted in the statistics.</source>
        <translation>Nu et parti for dig selv, som i dine indstillinger: ved bordet med {players}, og træneren som du har indstillet den. Den guidede givning tæller ikke med i statistikken.</translation>
    </message>
    <message>
        <source>Just play</source>
        <translation>Bare spil</translation>
    </message>
    <message>
        <source>Large print cards (easier to read)</source>
        <translation>Kort med stor skrift (lettere at læse)</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Vær vært for et bord</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Encrypt the table (TLS)</source>
        <translation>Kryptér bordet (TLS)</translation>
    </message>
    <message>
        <source>The table code, the seats and the chat travel encrypted. Friends are shown this computer&apos;s certificate once, to compare with what your window shows.</source>
        <translation>Bordkoden, pladserne og chatten sendes krypteret. Vennerne får vist denne computers certifikat én gang, så de kan sammenligne det med det, dit vindue viser.</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>En ven</translation>
    </message>
    <message>
        <source>Open until a friend joins</source>
        <translation>Ledig, til en ven sætter sig</translation>
    </message>
    <message>
        <source>AI, {level}</source>
        <translation>AI, {level}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Plads {seat}</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <comment>mid-sentence: You &amp; seat 3 against seat 2 &amp; seat 4</comment>
        <translation>plads {seat}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Pladser</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>How to play</source>
        <extracomment>A row of cards: card ids, each with a caption (may be empty), and symbols (&quot;→&quot;, &quot;+&quot;) between them.</extracomment>
        <translation>Sådan spiller du</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Kortene</translation>
    </message>
    <message>
        <source>Scopa is played with 40 cards in four suits. You take cards from the table; the points are counted at the end of each round.</source>
        <translation>Scopa spilles med 40 kort i fire kulører. Du fanger kort fra bordet; pointene tælles op efter hver runde.</translation>
    </message>
    <message>
        <source>Each suit has ten cards: the {ace} is worth 1, the 2 to the 7 their number, the {jack} 8, the {knight} 9 and the {king} 10. With a French pack, the Jack, Queen and King are 8, 9 and 10, and Diamonds are the {coins}.</source>
        <translation>Hver kulør har ti kort: {ace} tæller 1, 2 til 7 deres tal, {jack} 8, {knight} 9 og {king} 10. Med et almindeligt spil kort er knægt, dame og konge 8, 9 og 10, og ruder er {coins}.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Each player gets three cards and four go face up on the table. In your turn you play one card from your hand.</source>
        <translation>Hver spiller får tre kort, og fire lægges med billedsiden opad på bordet. I din tur spiller du ét kort fra hånden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Same value:&lt;/b&gt; if a table card has the same value as yours, you take it. If several do, you take exactly one of them, the one you choose.</source>
        <translation>&lt;b&gt;Samme værdi:&lt;/b&gt; har et bordkort samme værdi som dit, tager du det. Har flere det, tager du præcis ét af dem, det du vælger.</translation>
    </message>
    <message>
        <source>you play</source>
        <translation>du spiller</translation>
    </message>
    <message>
        <source>you take</source>
        <translation>du tager</translation>
    </message>
    <message>
        <source>&lt;b&gt;A sum:&lt;/b&gt; otherwise, if two or more table cards add up to your card&apos;s value, you take them all. A single card of the same value always goes before a sum.</source>
        <translation>&lt;b&gt;En sum:&lt;/b&gt; ellers, hvis to eller flere bordkort tilsammen giver dit korts værdi, tager du dem alle. Et enkelt kort med samme værdi går altid forud for en sum.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nothing to take:&lt;/b&gt; the card stays on the table. A card that can take must take: it may never be laid. Which card you play is up to you.</source>
        <translation>&lt;b&gt;Intet at tage:&lt;/b&gt; kortet bliver liggende på bordet. Et kort, der kan fange, skal fange: det må aldrig lægges. Hvilket kort du spiller, bestemmer du.</translation>
    </message>
    <message>
        <source>When every hand is empty, three more cards each, none to the table, until the stock is used up. The cards still on the table at the end go to whoever took last.</source>
        <translation>Når alle hænder er tomme, får hver tre nye kort, ingen til bordet, indtil bunken er brugt op. De kort, der til sidst ligger på bordet, går til den, der fangede sidst.</translation>
    </message>
    <message>
        <source>The scopa</source>
        <translation>Scopaen</translation>
    </message>
    <message>
        <source>Taking every card on the table is a &lt;b&gt;scopa&lt;/b&gt; (a sweep): one point. The next player then has nothing to take. It does not count with the very last card of the round.</source>
        <translation>At tage alle kort på bordet er en &lt;b&gt;scopa&lt;/b&gt; (en fejning): ét point. Den næste spiller har så intet at tage. Den tæller ikke med rundens allersidste kort.</translation>
    </message>
    <message>
        <source>on the table</source>
        <translation>på bordet</translation>
    </message>
    <message>
        <source>scopa!</source>
        <translation>scopa!</translation>
    </message>
    <message>
        <source>The count</source>
        <translation>Optællingen</translation>
    </message>
    <message>
        <source>At the end of the round each side counts one point for each of these it wins alone (a tie scores nobody):&lt;br&gt;• &lt;b&gt;Cards&lt;/b&gt;: the most cards.&lt;br&gt;• &lt;b&gt;Coins&lt;/b&gt;: the most {coins}.&lt;br&gt;• &lt;b&gt;Settebello&lt;/b&gt;: the {settebello}.&lt;br&gt;• &lt;b&gt;Primiera&lt;/b&gt;: the best primiera (below).&lt;br&gt;• &lt;b&gt;Scope&lt;/b&gt;: one point for each scopa.</source>
        <translation>Efter runden får hver spiller eller hvert hold ét point for hver af disse, som den vinder alene (ved uafgjort får ingen det):&lt;br&gt;• &lt;b&gt;Kort&lt;/b&gt;: flest kort.&lt;br&gt;• &lt;b&gt;Mønter&lt;/b&gt;: flest {coins}.&lt;br&gt;• &lt;b&gt;Settebello&lt;/b&gt;: {settebello}.&lt;br&gt;• &lt;b&gt;Primiera&lt;/b&gt;: den bedste primiera (nedenfor).&lt;br&gt;• &lt;b&gt;Scopaer&lt;/b&gt;: ét point for hver scopa.</translation>
    </message>
    <message>
        <source>An {ace} takes every card on the table; that is not a scopa. On an empty table it is laid.</source>
        <translation>Et {ace} tager alle kort på bordet; det er ikke en scopa. På et tomt bord lægges det.</translation>
    </message>
    <message>
        <source>The {ace}, 2 and 3 of {coins} together score 3 points, and one more for each further coin in an unbroken run (4, 5 …), up to 10.</source>
        <translation>Kortene {ace}, 2 og 3 i {coins} giver tilsammen 3 point, og ét mere for hver yderligere mønt i en ubrudt række (4, 5 …), op til 10.</translation>
    </message>
    <message>
        <source>The {card} scores a point, as the settebello does.</source>
        <translation>Kortet {card} giver et point, ligesom settebelloen.</translation>
    </message>
    <message>
        <source>The {card} scores a point.</source>
        <translation>Kortet {card} giver et point.</translation>
    </message>
    <message>
        <source>settebello</source>
        <translation>settebello</translation>
    </message>
    <message>
        <source>&lt;b&gt;Primiera:&lt;/b&gt; take your best card of each suit by these values and add the four up; the highest sum wins. A side lacking a whole suit has no primiera. So sevens are precious, then sixes and aces.</source>
        <translation>&lt;b&gt;Primiera:&lt;/b&gt; tag dit bedste kort i hver kulør efter disse værdier, og læg de fire sammen; den højeste sum vinder. Mangler en spiller eller et hold en hel kulør, er der ingen primiera. Derfor er 7&apos;erne kostbare, derefter 6&apos;erne og esserne.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Partiet</translation>
    </message>
    <message>
        <source>The rounds&apos; points add up until a side reaches the target (11 unless you choose another). The highest total then wins; on a tie at the top another round is played.</source>
        <translation>Rundernes point lægges sammen, indtil en spiller eller et hold når målet (11, medmindre du vælger et andet). Så vinder den højeste sum; står det lige i toppen, spilles en runde mere.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianter</translation>
    </message>
    <message>
        <source>The New game dialog offers these; each one is off unless you choose it.</source>
        <translation>Vinduet Nyt spil tilbyder disse; hver er slået fra, medmindre du vælger den.</translation>
    </message>
    <message>
        <source>4 players in two teams; 9 cards each and 4 on the table, in a single deal.</source>
        <translation>4 spillere på to hold; 9 kort hver og 4 på bordet, i en enkelt givning.</translation>
    </message>
    <message>
        <source>As Scopone, but 10 cards each and none on the table.</source>
        <translation>Som Scopone, men 10 kort hver og ingen på bordet.</translation>
    </message>
    <message>
        <source>Each side scores the values of its cards, plus one point for each scopa, for most cards, most coins and the settebello (no primiera), over an agreed number of rounds.</source>
        <translation>Hver spiller eller hvert hold scorer værdierne af sine kort plus ét point for hver scopa, for flest kort, flest mønter og settebelloen (ingen primiera), over et aftalt antal runder.</translation>
    </message>
    <message>
        <source>Two options change the table rather than the scoring: the direction of play (counter-clockwise or clockwise), and whether a scopa still counts in the last deal.</source>
        <translation>To valg ændrer spillet ved bordet frem for pointene: spilleretningen (mod eller med uret), og om en scopa stadig tæller i sidste givning.</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>Sådan spiller du her</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto the table, or onto the card you want to take. Or click a card, click the table cards to take, and press Enter. Keys 1 to 3 choose a card, Esc cancels, Ctrl+Z takes back your last move.</source>
        <translation>Træk et kort fra hånden hen på bordet eller hen på det kort, du vil tage. Eller klik på et kort, klik på de bordkort, du vil tage, og tryk Enter. Tasterne 1 til 3 vælger et kort, Esc fortryder, Ctrl+Z tager dit sidste træk tilbage.</translation>
    </message>
    <message>
        <source>Without the mouse, Tab goes between your hand and the table cards, Space takes a table card, Enter plays. Ctrl+Tab and Ctrl+Shift+Tab leave the table for the window&apos;s other controls; F2 reads the whole position aloud.</source>
        <translation>Uden mus går Tab mellem din hånd og kortene på bordet, mellemrum tager et bordkort, Enter spiller. Ctrl+Tab og Ctrl+Skift+Tab forlader bordet for vinduets andre kontroller; F2 læser hele stillingen op.</translation>
    </message>
    <message>
        <source>&lt;b&gt;H&lt;/b&gt; shows a hint. With the coach on (Settings), it also tells you after each of your moves what a better one would have won, and why.</source>
        <translation>&lt;b&gt;H&lt;/b&gt; viser et tip. Med træneren slået til (Indstillinger) fortæller den dig også efter hvert af dine træk, hvad et bedre ville have givet, og hvorfor.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Deltag ved et bord</translation>
    </message>
    <message>
        <source>A name or number, with :port when it is not 7373; or a ws:// or wss:// address for a server behind a web server.</source>
        <translation>Et navn eller nummer, med :port når den ikke er 7373; eller en ws://- eller wss://-adresse til en server bag en webserver.</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Borde på dette netværk</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Bordkode</translation>
    </message>
    <message>
        <source>Secure connection (TLS)</source>
        <translation>Sikker forbindelse (TLS)</translation>
    </message>
    <message>
        <source>For a server on the internet that speaks TLS: the table code, your seat and the chat travel encrypted.</source>
        <translation>Til en server på internettet, der taler TLS: bordkoden, din plads og chatten sendes krypteret.</translation>
    </message>
    <message>
        <source>Cannot look for tables on this network ({reason}).</source>
        <translation>Kan ikke søge efter borde på dette netværk ({reason}).</translation>
    </message>
    <message>
        <source>Looking for tables…</source>
        <translation>Leder efter borde…</translation>
    </message>
    <message>
        <source>A table</source>
        <translation>Et bord</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n plads fri</numerusform>
            <numerusform>%n pladser fri</numerusform>
        </translation>
    </message>
    <message>
        <source>your seat is kept</source>
        <translation>din plads holdes</translation>
    </message>
    <message>
        <source>, encrypted</source>
        <translation>, krypteret</translation>
    </message>
    <message>
        <source>{host} — table {code}, {seats} ({address})</source>
        <translation>{host} — bord {code}, {seats} ({address})</translation>
    </message>
    <message>
        <source>That is not a table server&apos;s address: type its name or number, with :port when it is not 7373, or a ws:// or wss:// address.</source>
        <translation>Det er ikke adressen på en bordserver: skriv dens navn eller nummer, med :port når den ikke er 7373, eller en ws://- eller wss://-adresse.</translation>
    </message>
</context>
<context>
    <name>LocalNarrator</name>
    <message numerus="yes">
        <source>You took back your last move and %n move(s) after it.</source>
        <translation>
            <numerusform>Du fortrød dit sidste træk og %n træk efter det.</numerusform>
            <numerusform>Du fortrød dit sidste træk og %n træk efter det.</numerusform>
        </translation>
    </message>
    <message>
        <source>You took back your last move.</source>
        <translation>Du fortrød dit sidste træk.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>You laid {card}.</source>
        <translation>Du lagde {card} på bordet.</translation>
    </message>
    <message>
        <source>{name} laid {card}.</source>
        <translation>{name} lagde {card} på bordet.</translation>
    </message>
    <message>
        <source>You took {cards} with {card}.</source>
        <translation>Du fangede {cards} med {card}.</translation>
    </message>
    <message>
        <source>{name} took {cards} with {card}.</source>
        <translation>{name} fangede {cards} med {card}.</translation>
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
        <translation>Træk</translation>
    </message>
    <message>
        <source>New deal: three cards each ({number} of {deals}).</source>
        <translation>Ny givning: tre kort til hver ({number} af {deals}).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Fortryd mit sidste træk</translation>
    </message>
    <message>
        <source>&amp;Play online…</source>
        <translation>Spil p&amp;å nettet…</translation>
    </message>
    <message>
        <source>Review a game r&amp;ecord…</source>
        <translation>Gennemgå en &amp;optagelse…</translation>
    </message>
    <message>
        <source>&amp;Watch a match…</source>
        <translation>&amp;Se et parti…</translation>
    </message>
    <message>
        <source>Save game &amp;record…</source>
        <translation>&amp;Gem spilforløb…</translation>
    </message>
    <message>
        <source>Could not save the record as {path}: {reason}</source>
        <translation>Spilforløbet kunne ikke gemmes som {path}: {reason}</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Statisti&amp;k…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Indstillinger…</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>F&amp;uld skærm</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>Re&amp;view last match</source>
        <translation>Genn&amp;emgå sidste parti</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>&amp;Sådan spiller du…</translation>
    </message>
    <message>
        <source>&amp;Guided first deal</source>
        <translation>&amp;Guidet første givning</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Regeloversigt</translation>
    </message>
    <message>
        <source>Read the &amp;position aloud</source>
        <translation>&amp;Læs stillingen op</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Om</translation>
    </message>
    <message>
        <source>Rules summary</source>
        <translation>Regeloversigt</translation>
    </message>
    <message>
        <source>About {app}</source>
        <translation>Om {app}</translation>
    </message>
    <message>
        <source>Scopa, the Italian card game, by the real rules.</source>
        <translation>Scopa, det italienske kortspil, efter de rigtige regler.</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Gem spilforløbet</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Spilforløb (*.json)</translation>
    </message>
    <message>
        <source>Record saved to {path}.</source>
        <translation>Spilforløbet er gemt i {path}.</translation>
    </message>
    <message>
        <source>Game &gt; New game (Ctrl+N) to play again.</source>
        <translation>Vælg Spil &gt; Nyt spil (Ctrl+N) for at spille igen.</translation>
    </message>
    <message>
        <source>Round over.</source>
        <translation>Runden er slut.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the table.</source>
        <translation>Din tur: træk et kort hen på bordet.</translation>
    </message>
    <message>
        <source>{name} to play…</source>
        <translation>{name} skal spille…</translation>
    </message>
    <message>
        <source>— Round {number}, you deal —</source>
        <translation>— Runde {number}, du giver —</translation>
    </message>
    <message>
        <source>Round {number}: you dealt.</source>
        <translation>Runde {number}: du gav.</translation>
    </message>
    <message>
        <source>— Round {number}, {name} deals —</source>
        <translation>— Runde {number}, {name} giver —</translation>
    </message>
    <message>
        <source>Sounds off (M)</source>
        <translation>Lyd fra (M)</translation>
    </message>
    <message>
        <source>Round {number}: {name} dealt.</source>
        <translation>Runde {number}: {name} gav.</translation>
    </message>
    <message>
        <source>Hint: play {card} and take {cards}.</source>
        <translation>Tip: spil {card}, og fang {cards}.</translation>
    </message>
    <message>
        <source>Hint: lay {card}.</source>
        <translation>Tip: læg {card} på bordet.</translation>
    </message>
    <message>
        <source>Cards left on the table go to {side}, who took last: {cards}.</source>
        <translation>{side} fangede sidst og får kortene, der ligger tilbage på bordet: {cards}.</translation>
    </message>
    <message>
        <source>Your last match is over: you won ({score}). Game &gt; Review last match shows it again.</source>
        <translation>Dit sidste parti er slut: du vandt ({score}). Spil &gt; Gennemgå sidste parti viser det igen.</translation>
    </message>
    <message>
        <source>Your last match is over: your side won ({score}). Game &gt; Review last match shows it again.</source>
        <translation>Dit sidste parti er slut: dit hold vandt ({score}). Spil &gt; Gennemgå sidste parti viser det igen.</translation>
    </message>
    <message>
        <source>Your last match is over: {side} won ({score}). Game &gt; Review last match shows it again.</source>
        <translation>Dit sidste parti er slut. Sejr: {side} ({score}). Spil &gt; Gennemgå sidste parti viser det igen.</translation>
    </message>
    <message>
        <source>Round {number} had ended: {points}. Game &gt; Match sheet shows its count.</source>
        <translation>Runde {number} var slut: {points}. Spil &gt; Pointseddel viser optællingen.</translation>
    </message>
    <message>
        <source>Unusable settings are back to their defaults: {keys}.</source>
        <translation>Ubrugelige indstillinger er sat tilbage til standard: {keys}.</translation>
    </message>
    <message>
        <source>The settings file was kept as {file}.</source>
        <translation>Indstillingsfilen er gemt som {file}.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved: {file} cannot be written. What you change lasts until you quit.</source>
        <translation>Dine indstillinger kan ikke gemmes: {file} kan ikke skrives. Det, du ændrer, gælder, indtil du afslutter.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. It is kept as {file} in {folder}; a new match has started.</source>
        <translation>Det gemte spil kunne ikke genoptages: {error}. Det er gemt som {file} i {folder}; et nyt parti er startet.</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {error}. A new match has started.</source>
        <translation>Det gemte spil kunne ikke genoptages: {error}. Et nyt parti er startet.</translation>
    </message>
    <message>
        <source>Welcome back: your match goes on where you left it.</source>
        <translation>Velkommen tilbage: dit parti fortsætter, hvor du slap.</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Lyd fra</translation>
    </message>
    <message>
        <source>H&amp;ost a table…</source>
        <translation>&amp;Vær vært for et bord…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Deltag ved et bord…</translation>
    </message>
    <message>
        <source>M&amp;atch sheet…</source>
        <translation>&amp;Pointseddel…</translation>
    </message>
</context>
<context>
    <name>MatchSetupDialog</name>
    <message>
        <source>Counter-clockwise</source>
        <translation>Mod uret</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Med uret</translation>
    </message>
    <message>
        <source>Every scopa but the last card</source>
        <translation>Alle scopaer undtagen på sidste kort</translation>
    </message>
    <message>
        <source>No scopa in the last deal</source>
        <translation>Ingen scopa i sidste givning</translation>
    </message>
    <message>
        <source>Scopone is played by 4 players in two teams.</source>
        <extracomment>RulesError kinds a player can run into here -&gt; what the dialog says.</extracomment>
        <translation>Scopone spilles af 4 spillere i to makkerpar.</translation>
    </message>
    <message>
        <source>Choose either Scopone or Scopone scientifico, not both.</source>
        <translation>Vælg enten Scopone eller Scopone scientifico, ikke begge.</translation>
    </message>
    <message>
        <source>Each alone</source>
        <extracomment>Two seats a row: a row each, six players&apos; seats made New game scroll on a netbook (by 32 px in German). Each other seat as the partners&apos; line names it mid-sentence, the way its label does (&quot;Giulia&quot;; &quot;seat 2&quot; where the seats go by number): named two ways, a player could not tell which seat was whose.</extracomment>
        <translation>Hver for sig</translation>
    </message>
    <message>
        <source>{teams} teams of {size}</source>
        <translation>{teams} hold à {size}</translation>
    </message>
    <message>
        <source>11 points</source>
        <translation>11 point</translation>
    </message>
    <message>
        <source>21 points</source>
        <translation>21 point</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Andet…</translation>
    </message>
    <message>
        <source>Points to play to</source>
        <translation>Point der spilles til</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Spil til</translation>
    </message>
    <message>
        <source>{count} players</source>
        <translation>{count} spillere</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Makkerpar</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianter</translation>
    </message>
    <message>
        <source>Direction of play</source>
        <translation>Spilleretning</translation>
    </message>
    <message>
        <source>Scopa in the last deal</source>
        <translation>Scopa i sidste givning</translation>
    </message>
    <message>
        <source>Rounds (card-value scoring)</source>
        <translation>Runder (point efter kortværdi)</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kortspil</translation>
    </message>
    <message>
        <source>Each plays alone.</source>
        <translation>Hver spiller for sig.</translation>
    </message>
    <message>
        <source>{us} against {them}</source>
        <translation>{us} mod {them}</translation>
    </message>
    <message>
        <source>{us} against {them} and {others}</source>
        <translation>{us} mod {them} og {others}</translation>
    </message>
</context>
<context>
    <name>MatchSheet</name>
    <message>
        <source>Cards</source>
        <extracomment>The count&apos;s columns (the primiera where the rules count it); the scoring variants&apos; lines follow them.</extracomment>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mønter</translation>
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
        <translation>Scopaer</translation>
    </message>
</context>
<context>
    <name>MatchSheetDialog</name>
    <message>
        <source>Match sheet</source>
        <translation>Pointseddel</translation>
    </message>
    <message>
        <source>No round has ended yet: each round is written here when it ends.</source>
        <translation>Ingen runde er slut endnu: hver runde skrives her, når den slutter.</translation>
    </message>
</context>
<context>
    <name>MatchSheetTable</name>
    <message>
        <source>Match sheet</source>
        <translation>Pointseddel</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Hold</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>I alt</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <comment>rounds</comment>
        <translation>{first} til {last}</translation>
    </message>
    <message>
        <source>Played while you were away: only the points are known</source>
        <translation>Spillet, mens du var væk: kun pointene kendes</translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message>
        <source>Start the match</source>
        <translation>Start partiet</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Prøv igen</translation>
    </message>
    <message>
        <source>Say something to the table</source>
        <translation>Skriv noget til bordet</translation>
    </message>
    <message>
        <source>Seats at the table</source>
        <translation>Pladser ved bordet</translation>
    </message>
    <message>
        <source>Table news and chat</source>
        <translation>Nyt fra bordet og chat</translation>
    </message>
    <message>
        <source>Message to the table</source>
        <translation>Besked til bordet</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <source>M&amp;atch sheet…</source>
        <translation>&amp;Pointseddel…</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Forlad bordet</translation>
    </message>
    <message>
        <source>{name}: table {code} has ended</source>
        <translation>{name}: bord {code} er slut</translation>
    </message>
    <message>
        <source>{name} is away; their seat waits for them, and an AI plays it after 2 minutes until they are back.</source>
        <translation>{name} er væk; pladsen venter på vedkommende, og efter 2 minutter spiller en AI den, indtil vedkommende er tilbage.</translation>
    </message>
    <message>
        <source>{name} is away; their seat waits for them.</source>
        <translation>{name} er væk; pladsen venter på vedkommende.</translation>
    </message>
    <message>
        <source>The table is paused: the server cannot save the game just now.</source>
        <translation>Bordet er sat på pause: Serveren kan ikke gemme spillet lige nu.</translation>
    </message>
    <message>
        <source>A new certificate was made for your tables ({problem}): friends who trusted the old one are told it has changed.</source>
        <translation>Der blev lavet et nyt certifikat til dine borde ({problem}): venner, der stolede på det gamle, får at vide, at det er ændret.</translation>
    </message>
    <message>
        <source>A certificate of its own</source>
        <translation>Et hjemmelavet certifikat</translation>
    </message>
    <message>
        <source>No authority vouches for the certificate of {server}. Its fingerprint is:

{fingerprint}

Ask the host to read theirs to you. Join and trust it from now on if they are the same?</source>
        <translation>Ingen myndighed står inde for certifikatet fra {server}. Dets fingeraftryk er:

{fingerprint}

Bed værten om at læse sit op for dig. Vil du deltage og stole på det fremover, hvis de er ens?</translation>
    </message>
    <message>
        <source>{server} did not answer as a table server.</source>
        <translation>{server} svarede ikke som en bordserver.</translation>
    </message>
    <message>
        <source>The certificate has changed</source>
        <translation>Certifikatet er ændret</translation>
    </message>
    <message>
        <source>{server} now shows a different certificate from the one you trusted before:

{shown}

instead of

{pinned}

Someone may be listening in, so the game does not connect. If the host really made a new certificate, remove {server} from {file} and join again.</source>
        <translation>{server} viser nu et andet certifikat end det, du stolede på før:

{shown}

i stedet for

{pinned}

Nogen lytter måske med, så spillet forbinder ikke. Hvis værten virkelig har lavet et nyt certifikat, så fjern {server} fra {file} og deltag igen.</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Forbinder til {server}…</translation>
    </message>
    <message>
        <source>Round {number} is over. Totals: {totals}.</source>
        <translation>Runde {number} er slut. Stilling: {totals}.</translation>
    </message>
    <message>
        <source>(open seat)</source>
        <translation>(ledig plads)</translation>
    </message>
    <message>
        <source>(away)</source>
        <translation>(væk)</translation>
    </message>
    <message>
        <source>{name} sits down at the table.</source>
        <translation>{name} sætter sig ved bordet.</translation>
    </message>
    <message>
        <source>{name} has left the table: seat {number} is open again.</source>
        <translation>{name} har forladt bordet: plads {number} er ledig igen.</translation>
    </message>
    <message>
        <source>{name} has left the table: {ai} plays the seat from now on.</source>
        <translation>{name} har forladt bordet: {ai} spiller pladsen fra nu af.</translation>
    </message>
    <message>
        <source>An AI plays for {name} until they are back.</source>
        <translation>En AI spiller for {name}, indtil vedkommende er tilbage.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} er tilbage.</translation>
    </message>
    <message>
        <source>{host} has closed the table for now, keeping it for later: it waits for them, and so does your seat.</source>
        <translation>{host} har lukket bordet for nu og gemt det til senere: det venter på vedkommende, og din plads venter på dig.</translation>
    </message>
    <message>
        <source>{host}&apos;s game has stopped without a word: the table waits for them on their computer, and so does your seat.</source>
        <translation>{host}s spil er stoppet uden et ord: bordet venter på vedkommendes computer, og din plads venter på dig.</translation>
    </message>
    <message>
        <source>This window joins the table again if {host} hosts it again within {wait}; or close it, and take your seat back then with Game → Join a table or the offer at the next start.</source>
        <translation>Dette vindue vender tilbage til bordet, hvis {host} er vært for det igen inden for {wait}; eller luk det, og tag din plads tilbage til den tid med Spil → Deltag ved et bord eller tilbuddet ved næste start.</translation>
    </message>
    <message>
        <source>{host} has not hosted the table again within {wait}: this window has stopped trying to join it. Try again once they host it, or take your seat back then with Game → Join a table or the offer at the next start.</source>
        <translation>{host} er ikke blevet vært for bordet igen inden for {wait}: dette vindue er holdt op med at prøve at vende tilbage til det. Prøv igen, når bordet er der igen, eller tag din plads tilbage til den tid med Spil → Deltag ved et bord eller tilbuddet ved næste start.</translation>
    </message>
    <message numerus="yes">
        <source>Waiting for %n more player(s) to sit down.</source>
        <translation>
            <numerusform>Venter på %n spiller mere ved bordet.</numerusform>
            <numerusform>Venter på %n spillere mere ved bordet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every seat is taken: start the match when you are ready.</source>
        <translation>Alle pladser er optaget: start partiet, når du er klar.</translation>
    </message>
    <message>
        <source>Waiting for {host} to start the match.</source>
        <translation>Venter på, at {host} starter partiet.</translation>
    </message>
    <message>
        <source>The server saves the game again: play goes on.</source>
        <translation>Serveren gemmer spillet igen: Spillet fortsætter.</translation>
    </message>
    <message>
        <source>Table {code}</source>
        <translation>Bord {code}</translation>
    </message>
    <message>
        <source>Friends join at {address}, port {port}.</source>
        <translation>Venner deltager på {address}, port {port}.</translation>
    </message>
    <message>
        <source>Table {code} at {address}, port {port}.</source>
        <translation>Bord {code} på {address}, port {port}.</translation>
    </message>
    <message>
        <source>Encrypted. Read your friends this fingerprint to compare with the one they are shown:</source>
        <translation>Krypteret. Læs dette fingeraftryk op for dine venner, så de kan sammenligne det med det, de får vist:</translation>
    </message>
    <message>
        <source>Cannot reach {server}: {reason}</source>
        <translation>Kan ikke nå {server}: {reason}</translation>
    </message>
    <message>
        <source>{server} did not answer as a table server. If it is a secure server, join again with Secure connection (TLS) ticked.</source>
        <translation>{server} svarede ikke som en bordserver. Hvis det er en sikker server, så deltag igen med Sikker forbindelse (TLS) markeret.</translation>
    </message>
    <message>
        <source>{name} at table {code}</source>
        <translation>{name} ved bord {code}</translation>
    </message>
    <message>
        <source>The table waits for its host, {host}: you are back at it as soon as they are.</source>
        <translation>Bordet venter på sin vært, {host}: du kommer tilbage til det, så snart vedkommende gør.</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Forlad bordet</translation>
    </message>
    <message>
        <source>Close table {code}? You may end it for everyone at it, or keep it and resume it at the next start, when your friends get their seats back.</source>
        <translation>Luk bord {code}? Du kan afslutte det for alle ved bordet, eller gemme det og fortsætte ved næste start, hvor dine venner får deres pladser tilbage.</translation>
    </message>
    <message>
        <source>End it for everyone</source>
        <translation>Afslut det for alle</translation>
    </message>
    <message>
        <source>Keep it for later</source>
        <translation>Gem det til senere</translation>
    </message>
    <message>
        <source>Your table {code} is hosted on port {port} already. Host this one on another port, or close that table first.</source>
        <translation>Dit bord {code} kører allerede på port {port}. Vær vært for dette bord på en anden port, eller luk det andet bord først.</translation>
    </message>
    <message>
        <source>Cannot host a table on port {port}: {reason}</source>
        <translation>Kan ikke være vært for et bord på port {port}: {reason}</translation>
    </message>
    <message>
        <source>Your hosted table</source>
        <translation>Dit værtsbord</translation>
    </message>
    <message>
        <source>Your table {code} is kept as it was. Host it again now? Friends who were at it get their seats back.</source>
        <translation>Dit bord {code} er gemt, som det var. Vil du være vært for det igen nu? Venner, der sad ved det, får deres pladser tilbage.</translation>
    </message>
    <message>
        <source>Host it again</source>
        <translation>Vær vært igen</translation>
    </message>
    <message>
        <source>End it for good</source>
        <translation>Afslut det for altid</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Ikke nu</translation>
    </message>
    <message>
        <source>Cannot host table {code} on port {port} again: {reason}</source>
        <translation>Kan ikke være vært for bord {code} på port {port} igen: {reason}</translation>
    </message>
    <message>
        <source>Leave table {code}? Your seat is kept: join the table again, or accept the offer at the next start, to take it back. An AI plays it after two minutes.</source>
        <translation>Forlad bord {code}? Din plads holdes til dig: deltag ved bordet igen, eller tag imod tilbuddet ved næste start, for at få den tilbage. En AI spiller den efter to minutter.</translation>
    </message>
    <message>
        <source>Leave and keep my seat</source>
        <translation>Gå og behold min plads</translation>
    </message>
    <message>
        <source>Give up my seat</source>
        <translation>Opgiv min plads</translation>
    </message>
    <message>
        <source>Your seat at a table</source>
        <translation>Din plads ved et bord</translation>
    </message>
    <message>
        <source>You still have a seat at table {code} ({server}) as {name}. Take it back now?</source>
        <translation>Du har stadig en plads ved bord {code} ({server}) som {name}. Tag den tilbage nu?</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Modstandere</translation>
    </message>
    <message>
        <source>The match in progress will be counted as lost in the statistics.</source>
        <translation>Det igangværende parti tælles som tabt i statistikken.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Del ud</translation>
    </message>
</context>
<context>
    <name>OddsBar</name>
    <message>
        <source>Your chance to win</source>
        <translation>Din chance for at vinde</translation>
    </message>
    <message>
        <source>Your chance to win the round</source>
        <translation>Din chance for at vinde runden</translation>
    </message>
    <message>
        <source>Your chance to win the match</source>
        <translation>Din chance for at vinde partiet</translation>
    </message>
    <message>
        <source>the round</source>
        <translation>runden</translation>
    </message>
    <message>
        <source>the match</source>
        <translation>partiet</translation>
    </message>
    <message>
        <source>{chance}: not known yet</source>
        <translation>{chance}: endnu ukendt</translation>
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
        <translation>Spil på nettet</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>A name or number, with :port when it is not 7373; or a ws:// or wss:// address for a server behind a web server.</source>
        <translation>Et navn eller nummer, med :port når den ikke er 7373; eller en ws://- eller wss://-adresse til en server bag en webserver.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Forbind</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <source>Secure connection (TLS)</source>
        <translation>Sikker forbindelse (TLS)</translation>
    </message>
    <message>
        <source>For a server that speaks TLS on its own port: your seat and the chat travel encrypted (a wss:// address is always secure).</source>
        <translation>Til en server, der taler TLS på sin egen port: din plads og chatten sendes krypteret (en wss://-adresse er altid sikker).</translation>
    </message>
    <message>
        <source>Connect to a table server to see the tables waiting for players.</source>
        <translation>Forbind til en bordserver for at se de borde, der venter på spillere.</translation>
    </message>
    <message>
        <source>Open tables</source>
        <translation>Åbne borde</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Opdater</translation>
    </message>
    <message>
        <source>&amp;Join the table</source>
        <translation>&amp;Deltag ved bordet</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spiller</numerusform>
            <numerusform>%n spillere</numerusform>
        </translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Spil til</translation>
    </message>
    <message>
        <source>&amp;Quick match</source>
        <translation>&amp;Hurtigt spil</translation>
    </message>
    <message>
        <source>A seat at the first open table of this size and target, or a new one: AIs take the seats nobody comes to after the server&apos;s wait.</source>
        <translation>En plads ved det første åbne bord med denne størrelse og dette mål, eller ved et nyt: efter serverens ventetid tager AI&apos;er de pladser, ingen kommer til.</translation>
    </message>
    <message>
        <source>Open a &amp;public table…</source>
        <translation>Åbn et offentligt &amp;bord…</translation>
    </message>
    <message>
        <source>That is not a table server&apos;s address: type its name or number, with :port when it is not 7373, or a ws:// or wss:// address.</source>
        <translation>Det er ikke adressen på en bordserver: skriv dens navn eller nummer, med :port når den ikke er 7373, eller en ws://- eller wss://-adresse.</translation>
    </message>
    <message>
        <source>Connecting to {server}…</source>
        <translation>Forbinder til {server}…</translation>
    </message>
    <message numerus="yes">
        <source>%n open table(s) at {server}.</source>
        <translation>
            <numerusform>%n åbent bord på {server}.</numerusform>
            <numerusform>%n åbne borde på {server}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No table at {server} waits for players: try a quick match, or open one.</source>
        <translation>Intet bord på {server} venter på spillere: prøv et hurtigt spil, eller åbn et.</translation>
    </message>
    <message numerus="yes">
        <source>%n AI(s)</source>
        <translation>
            <numerusform>%n AI</numerusform>
            <numerusform>%n AI&apos;er</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n team(s)</source>
        <translation>
            <numerusform>i %n hold</numerusform>
            <numerusform>i %n hold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n runde</numerusform>
            <numerusform>%n runder</numerusform>
        </translation>
    </message>
    <message>
        <source>to {target}</source>
        <translation>til {target}</translation>
    </message>
    <message>
        <source>A table</source>
        <translation>Et bord</translation>
    </message>
    <message>
        <source>{who} — {rules} — {free} (table {code})</source>
        <translation>{who} — {rules} — {free} (bord {code})</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n ledig plads</numerusform>
            <numerusform>%n ledige pladser</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected: the certificate of {server} is not trusted.</source>
        <translation>Ikke forbundet: certifikatet fra {server} er ikke betroet.</translation>
    </message>
    <message>
        <source>Not connected: {server} shows another certificate.</source>
        <translation>Ikke forbundet: {server} viser et andet certifikat.</translation>
    </message>
    <message>
        <source>Open a public table</source>
        <translation>Åbn et offentligt bord</translation>
    </message>
</context>
<context>
    <name>RatingPlot</name>
    <message numerus="yes">
        <source>Your rating after each of your %n rated match(es): from {first} to {last}</source>
        <translation>
            <numerusform>Din rating efter dit %n bedømte spil: fra {first} til {last}</numerusform>
            <numerusform>Din rating efter hvert af dine %n bedømte spil: fra {first} til {last}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingView</name>
    <message>
        <source>Your rating appears after your first match against one AI opponent, played without hints or undo. {scale}</source>
        <translation>Din rating vises efter dit første parti mod én computermodstander, spillet uden tip og uden fortrydelse. {scale}</translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message numerus="yes">
        <source>Your rating: {rating} ± {deviation}, from %n rated match(es): one opponent, no hints or undo.</source>
        <translation>
            <numerusform>Din rating: {rating} ± {deviation}, ud fra %n bedømt spil: én modstander, uden tip eller fortryd.</numerusform>
            <numerusform>Din rating: {rating} ± {deviation}, ud fra %n bedømte spil: én modstander, uden tip eller fortryd.</numerusform>
        </translation>
    </message>
    <message>
        <source>{level} gives you an even match.</source>
        <translation>Niveauet {level} giver dig et jævnbyrdigt parti.</translation>
    </message>
    <message>
        <source>Levels: {scale}</source>
        <translation>Niveauer: {scale}</translation>
    </message>
</context>
<context>
    <name>RemoteGame</name>
    <message>
        <source>The server could not save your move: the table is paused.</source>
        <extracomment>Never a match carried on from a save (the sound of the deal is for every match that starts here).</extracomment>
        <translation>Serveren kunne ikke gemme dit træk: bordet er sat på pause.</translation>
    </message>
    <message>
        <source>Your last card did not reach the table before the connection was lost: play again.</source>
        <translation>Dit sidste kort nåede ikke frem til bordet, før forbindelsen blev tabt: Spil igen.</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Plads {seat}</translation>
    </message>
    <message>
        <source>The table is over: there are no more moves to make.</source>
        <translation>Bordet er slut: der er ikke flere træk at gøre.</translation>
    </message>
    <message>
        <source>The table is paused: the server cannot save the game just now. Play goes on as soon as it can.</source>
        <translation>Bordet er sat på pause: Serveren kan ikke gemme spillet lige nu. Spillet fortsætter, så snart det kan.</translation>
    </message>
    <message>
        <source>The connection to the table is lost: play again once you are back at your seat.</source>
        <translation>Forbindelsen til bordet er tabt: Spil igen, når du er tilbage på din plads.</translation>
    </message>
    <message>
        <source>It is not your turn: wait for the card.</source>
        <translation>Det er ikke din tur: vent på kortet.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>{name}: {card} takes {cards}</source>
        <translation>{name}: {card} tager {cards}</translation>
    </message>
    <message>
        <source>{name}: {card} laid</source>
        <translation>{name}: {card} lagt</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>Review a game record</source>
        <translation>Gennemgå en optagelse</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Partioptagelser (*.json)</translation>
    </message>
    <message>
        <source>Not a game record that can be reviewed: {reason}</source>
        <translation>Ikke en optagelse, der kan gennemgås: {reason}</translation>
    </message>
</context>
<context>
    <name>ReviewGame</name>
    <message>
        <source>This is a review: step through the moves with the arrow keys.</source>
        <extracomment>Marked per round: the moves of the chosen seat that cost the most. A move that cost less than this is no mistake worth marking: the coach&apos;s own bar for a word on it, as a smaller cost is within what its sampled deals can tell apart (the guided deal&apos;s first advised move came out 0.08 below another as good, and was marked the costliest).</extracomment>
        <translation>Dette er en gennemgang: gå gennem trækkene med piletasterne.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review of the match</source>
        <translation>Gennemgang af partiet</translation>
    </message>
    <message>
        <source>The coach&apos;s notes for:</source>
        <translation>Trænerens noter til:</translation>
    </message>
    <message>
        <source>Moves of the round (①②③: the costliest)</source>
        <translation>Rundens træk (①②③: de dyreste)</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Start</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Til starten</translation>
    </message>
    <message>
        <source>◀◀ Round</source>
        <translation>◀◀ Runde</translation>
    </message>
    <message>
        <source>To the round before</source>
        <translation>Til runden før</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Tilbage</translation>
    </message>
    <message>
        <source>One move back</source>
        <translation>Et træk tilbage</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Frem ▶</translation>
    </message>
    <message>
        <source>One move on</source>
        <translation>Et træk frem</translation>
    </message>
    <message>
        <source>Round ▶▶</source>
        <translation>Runde ▶▶</translation>
    </message>
    <message>
        <source>To the next round</source>
        <translation>Til næste runde</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Slut ▶|</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Til slutningen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}, move {move} of {moves}.</source>
        <translation>Runde {round} af {rounds}, træk {move} af {moves}.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · move {move} of {moves}</source>
        <translation>Runde {round} af {rounds} · træk {move} af {moves}</translation>
    </message>
    <message>
        <source>Round over: {points}. Match: {totals}</source>
        <translation>Runden er slut: {points}. Parti: {totals}</translation>
    </message>
    <message>
        <source>The record stops here, before the end of the round. Match: {totals}</source>
        <translation>Optagelsen stopper her, før runden er slut. Parti: {totals}</translation>
    </message>
    <message>
        <source>Match: {totals}</source>
        <translation>Parti: {totals}</translation>
    </message>
    <message>
        <source>Moves the coach has still to judge: {count}</source>
        <translation>Træk, som træneren endnu skal bedømme: {count}</translation>
    </message>
    <message>
        <source>{move} Costliest move number {rank} of the round, {cost} points below the best.</source>
        <translation>{move} Dyreste træk nummer {rank} i runden, {cost} point under det bedste.</translation>
    </message>
    <message>
        <source>Start of round {round}. Step through it with ← and →.</source>
        <translation>Start på runde {round}. Gå igennem den med ← og →.</translation>
    </message>
    <message>
        <source>No note here: the coach judges only the moves of the seat chosen above.</source>
        <translation>Ingen note her: træneren bedømmer kun trækkene fra den plads, der er valgt ovenfor.</translation>
    </message>
    <message>
        <source>The coach is thinking about this move…</source>
        <translation>Træneren tænker over dette træk…</translation>
    </message>
</context>
<context>
    <name>RoundOverDialog</name>
    <message>
        <source>Match over</source>
        <extracomment>More sides than this: tighter columns, and cells that wrap (&quot;no primiera (no Swords, no Cups)&quot; under each of six sides); fewer keep each result on one line, its mark beside it.</extracomment>
        <translation>Partiet er slut</translation>
    </message>
    <message>
        <source>Round {number} over</source>
        <translation>Runde {number} er slut</translation>
    </message>
    <message>
        <source>{side} win the match, {score}</source>
        <translation>{side} vinder partiet, {score}</translation>
    </message>
    <message>
        <source>You win the match, {score}</source>
        <translation>Du vinder partiet, {score}</translation>
    </message>
    <message>
        <source>{side} wins the match, {score}</source>
        <translation>{side} vinder partiet, {score}</translation>
    </message>
    <message>
        <source>Round {number}: the count</source>
        <translation>Runde {number}: optællingen</translation>
    </message>
    <message>
        <source>A tie at the top: another round is played.</source>
        <translation>Det står lige i toppen: der spilles en runde mere.</translation>
    </message>
    <message>
        <source>Primiera cards, {side}</source>
        <translation>Primiera-kort, {side}</translation>
    </message>
    <message>
        <source>Points this round</source>
        <translation>Point i denne runde</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Samlet i partiet</translation>
    </message>
    <message>
        <source>{points} of {target}</source>
        <translation>{points} af {target}</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spil igen</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Næste runde</translation>
    </message>
    <message numerus="yes">
        <source>{side} win the match with %n point(s)</source>
        <translation>
            <numerusform>{side} vinder partiet med %n point</numerusform>
            <numerusform>{side} vinder partiet med %n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the match with %n point(s)</source>
        <translation>
            <numerusform>Du vinder partiet med %n point</numerusform>
            <numerusform>Du vinder partiet med %n point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} wins the match with %n point(s)</source>
        <translation>
            <numerusform>{side} vinder partiet med %n point</numerusform>
            <numerusform>{side} vinder partiet med %n point</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mønter</translation>
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
        <translation>Scopaer</translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message>
        <source>Scopa in a nutshell</source>
        <translation>Scopa kort fortalt</translation>
    </message>
    <message>
        <source>Play one card a turn. If a table card has the &lt;b&gt;same rank&lt;/b&gt;, you must
take exactly one such card. Otherwise, if table cards &lt;b&gt;add up&lt;/b&gt; to your card&apos;s value, you must take one such set.
Otherwise the card is laid on the table. A card that can take may never be laid.</source>
        <translation>Spil ét kort pr. tur. Har et bordkort &lt;b&gt;samme værdi&lt;/b&gt;, skal du fange præcis ét af dem.
Ellers, hvis bordkort &lt;b&gt;tilsammen&lt;/b&gt; giver dit korts værdi, skal du fange én sådan kombination.
Ellers lægges kortet på bordet. Et kort, der kan fange, må aldrig lægges.</translation>
    </message>
    <message>
        <source>An {ace} takes every card on the table (that is not a scopa).</source>
        <translation>Et {ace} fanger alle kort på bordet (det er ikke en scopa).</translation>
    </message>
    <message>
        <source>Emptying the table is a &lt;b&gt;scopa&lt;/b&gt;: one point (not with the very last
card of the round). Cards left at the end go to whoever took last.</source>
        <translation>Fejer du bordet tomt, er det en &lt;b&gt;scopa&lt;/b&gt;: ét point (dog ikke med rundens allersidste kort).
Kort, der ligger tilbage til sidst, går til den, der fangede sidst.</translation>
    </message>
    <message>
        <source>Emptying the table is a &lt;b&gt;scopa&lt;/b&gt;: one point (none
in the last deal). Cards left at the end go to whoever took last.</source>
        <translation>Fejer du bordet tomt, er det en &lt;b&gt;scopa&lt;/b&gt;: ét point (ingen i sidste givning).
Kort, der ligger tilbage til sidst, går til den, der fangede sidst.</translation>
    </message>
    <message>
        <source>Each round: one point each for most &lt;b&gt;cards&lt;/b&gt;,
most &lt;b&gt;coins&lt;/b&gt;{coins}, the &lt;b&gt;settebello&lt;/b&gt; ({settebello}) and the best &lt;b&gt;primiera&lt;/b&gt;, plus one per scopa.</source>
        <translation>Hver runde: ét point hver for flest &lt;b&gt;kort&lt;/b&gt;, flest &lt;b&gt;mønter&lt;/b&gt;{coins},
&lt;b&gt;settebello&lt;/b&gt; ({settebello}) og bedste &lt;b&gt;primiera&lt;/b&gt; plus ét for hver scopa.</translation>
    </message>
    <message>
        <source>Each round: every card you took scores its value ({ace} 1
… {king} 10), plus one point each for most &lt;b&gt;cards&lt;/b&gt;, most &lt;b&gt;coins&lt;/b&gt;{coins} and the &lt;b&gt;settebello&lt;/b&gt;
({settebello}), and one per scopa.</source>
        <translation>Hver runde: hvert fanget kort giver sin værdi ({ace} 1
… {king} 10) plus ét point hver for flest &lt;b&gt;kort&lt;/b&gt;, flest &lt;b&gt;mønter&lt;/b&gt;{coins} og &lt;b&gt;settebello&lt;/b&gt;
({settebello}) og ét for hver scopa.</translation>
    </message>
    <message>
        <source>First to {target} wins; a tie at the top plays another round.</source>
        <translation>Den, der først når {target}, vinder; står det lige i toppen, spilles en runde mere.</translation>
    </message>
    <message>
        <source>Variants in play: {variants}.</source>
        <translation>Varianter i spil: {variants}.</translation>
    </message>
    <message>
        <source>Mouse: drag a card onto the table (onto the card you want to take).
Or click a card, click the table cards, press Enter. Double-click plays a card that has one choice. Keys 1-3 or arrows
choose, Enter plays, Esc cancels, H shows a hint, Ctrl+Z takes back your last move.</source>
        <translation>Mus: træk et kort hen på bordet (hen på det kort, du vil fange). Eller klik på et kort, klik på bordkortene,
og tryk Enter. Dobbeltklik spiller et kort, der kun har én mulighed. Tasterne 1-3 eller piletasterne vælger,
Enter spiller, Esc annullerer, H viser et tip, og Ctrl+Z fortryder dit sidste træk.</translation>
    </message>
    <message>
        <source>Keyboard on the table: Tab goes between your hand and the table cards,
the arrows move, Space takes a table card into the capture or leaves it, Enter plays. When a card can take more than
one set, the sets light up on the table: click one, or go through them with Tab and take one with Enter.</source>
        <translation>Tastatur ved bordet: Tab skifter mellem din hånd og bordets kort, piletasterne flytter, mellemrum tager et bordkort med i stikket eller lader det ligge, Enter spiller. Kan et kort tage mere end ét sæt, lyser sættene op på bordet: klik på et, eller gå dem igennem med Tab og tag et med Enter.</translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s) the highest total wins; a tie plays one more round.</source>
        <translation>
            <numerusform>Efter %n runde vinder den højeste sum; står det lige, spilles en runde mere.</numerusform>
            <numerusform>Efter %n runder vinder den højeste sum; står det lige, spilles en runde mere.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>it is not a Scopa Desktop saved game</source>
        <translation>filen er ikke et gemt spil fra Scopa Desktop</translation>
    </message>
    <message>
        <source>its seed or opponent levels are missing</source>
        <translation>spillets seed eller modstandernes niveauer mangler</translation>
    </message>
    <message>
        <source>its moves do not replay ({error})</source>
        <translation>spillets træk kan ikke genafspilles ({error})</translation>
    </message>
    <message>
        <source>it cannot be read ({error})</source>
        <translation>det kan ikke læses ({error})</translation>
    </message>
    <message>
        <source>a later version of the game wrote it</source>
        <translation>en nyere version af spillet har skrevet det</translation>
    </message>
    <message>
        <source>its opponent levels do not fit the table</source>
        <translation>modstandernes niveauer passer ikke til bordet</translation>
    </message>
    <message>
        <source>it holds a value of the wrong kind</source>
        <translation>det indeholder en værdi af forkert slags</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Mønter</translation>
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
        <translation>Scopaer</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A side&apos;s primiera in the side panel&apos;s count: it has none (it lacks a suit).</extracomment>
        <translation>ingen</translation>
    </message>
    <message numerus="yes">
        <source>Match · %n round(s), card values</source>
        <translation>
            <numerusform>Parti · %n runde, kortværdier</numerusform>
            <numerusform>Parti · %n runder, kortværdier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match · first to %n</source>
        <translation>
            <numerusform>Parti · først til %n</numerusform>
            <numerusform>Parti · først til %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Match points, {side}: {points}</source>
        <translation>Point i partiet, {side}: {points}</translation>
    </message>
    <message numerus="yes">
        <source>{side}: {points} of the %n point(s) to win</source>
        <translation>
            <numerusform>{side}: {points} af %n point, der skal til for at vinde</numerusform>
            <numerusform>{side}: {points} af de %n point, der skal til for at vinde</numerusform>
        </translation>
    </message>
    <message>
        <source>{line} this round, {side}: {value}</source>
        <translation>{line} i denne runde, {side}: {value}</translation>
    </message>
    <message>
        <source>Round {number} (over)</source>
        <translation>Runde {number} (slut)</translation>
    </message>
    <message>
        <source>Round {number} so far</source>
        <translation>Runde {number} indtil nu</translation>
    </message>
</context>
<context>
    <name>ScrollingScore</name>
    <message>
        <source>Score</source>
        <extracomment>What a screen reader calls the area the score panel scrolls in, at a networked table&apos;s side.</extracomment>
        <translation>Stilling</translation>
    </message>
</context>
<context>
    <name>SeatSession</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minut</numerusform>
            <numerusform>%n minutter</numerusform>
        </translation>
    </message>
    <message>
        <source>You are back at your seat.</source>
        <translation>Du er tilbage på din plads.</translation>
    </message>
    <message>
        <source>The host has closed the table. Thank you for playing.</source>
        <translation>Værten har lukket bordet. Tak fordi du spillede.</translation>
    </message>
    <message>
        <source>The table has ended: nobody played at it for too long.</source>
        <translation>Bordet er slut: ingen har spillet ved det i for lang tid.</translation>
    </message>
    <message>
        <source>The server has closed the table.</source>
        <translation>Serveren har lukket bordet.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Deltag ved et bord</translation>
    </message>
    <message>
        <source>Table {code} has ended while you were away, and your seat with it.</source>
        <translation>Bord {code} er sluttet, mens du var væk, og din plads med det.</translation>
    </message>
    <message>
        <source>The server sent something this window cannot read ({why}); play goes on.</source>
        <translation>Serveren sendte noget, som dette vindue ikke kan læse ({why}); spillet fortsætter.</translation>
    </message>
    <message>
        <source>The connection to the table is lost.</source>
        <translation>Forbindelsen til bordet er tabt.</translation>
    </message>
    <message>
        <source>The connection to the table is lost; trying again…</source>
        <translation>Forbindelsen til bordet er tabt; prøver igen…</translation>
    </message>
    <message>
        <source>Could not remember the certificate: {error}</source>
        <translation>Certifikatet kunne ikke huskes: {error}</translation>
    </message>
</context>
<context>
    <name>ServerRefusal</name>
    <message>
        <source>The server did not understand this window&apos;s message: the game and the server may be of different versions.</source>
        <translation>Serveren forstod ikke beskeden fra dette vindue: spillet og serveren har måske forskellige versioner.</translation>
    </message>
    <message>
        <source>The server speaks another version of the table protocol: the game and the server must be updated to match.</source>
        <translation>Serveren taler en anden version af bordprotokollen: spillet og serveren skal opdateres, så de passer sammen.</translation>
    </message>
    <message>
        <source>You have no seat at a table on this server yet.</source>
        <translation>Du har endnu ingen plads ved et bord på denne server.</translation>
    </message>
    <message>
        <source>No table with that code has an open seat: check the code with the host.</source>
        <translation>Intet bord med den kode har en ledig plads: tjek koden med værten.</translation>
    </message>
    <message>
        <source>The server holds as many tables as it can: try again later.</source>
        <translation>Serveren har så mange borde, som den kan: prøv igen senere.</translation>
    </message>
    <message>
        <source>Only the host of the table can do that.</source>
        <translation>Kun bordets vært kan gøre det.</translation>
    </message>
    <message>
        <source>The match cannot start yet: every seat must be taken, and no match may be in play.</source>
        <translation>Partiet kan ikke starte endnu: alle pladser skal være taget, og intet parti må være i gang.</translation>
    </message>
    <message>
        <source>The match has not started yet.</source>
        <translation>Partiet er ikke begyndt endnu.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Det er ikke din tur.</translation>
    </message>
    <message>
        <source>The server refused that move: the rules do not allow it.</source>
        <translation>Serveren afviste det træk: reglerne tillader det ikke.</translation>
    </message>
    <message>
        <source>The seat you came back to is no longer kept for you.</source>
        <translation>Pladsen, du vendte tilbage til, holdes ikke længere til dig.</translation>
    </message>
    <message>
        <source>Too many messages at once: the server asks you to slow down.</source>
        <translation>For mange beskeder på én gang: serveren beder dig sætte farten ned.</translation>
    </message>
    <message>
        <source>The server is busy just now: try again in a moment.</source>
        <translation>Serveren har travlt lige nu: prøv igen om et øjeblik.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Off</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hurtig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsom</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Øjeblikkelig</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Rask</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Afslappet</translation>
    </message>
    <message>
        <source>Yes, except against hard</source>
        <translation>Ja, undtagen mod svær</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nej</translation>
    </message>
    <message>
        <source>Settings</source>
        <extracomment>Accepted with a new language and asked to restart the game in it now.</extracomment>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>A match where a move was taken back or a hint shown is counted apart, as assisted.</source>
        <translation>Et parti, hvor et træk blev fortrudt eller et tip vist, tælles for sig som hjulpet.</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>Som systemet</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kortspil</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Animationer</translation>
    </message>
    <message>
        <source>High contrast: a black cloth, white card rims, a thick focus ring</source>
        <translation>Høj kontrast: et sort bordklæde, hvide kortkanter, en tyk fokusramme</translation>
    </message>
    <message>
        <source>Opponents&apos; pace</source>
        <translation>Modstandernes tempo</translation>
    </message>
    <message>
        <source>Allow undo</source>
        <translation>Tillad fortryd</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprog</translation>
    </message>
    <message>
        <source>Italian card names (Denari, Coppe, Spade, Bastoni; Fante, Cavallo, Re)</source>
        <translation>Italienske kortnavne (Denari, Coppe, Spade, Bastoni; Fante, Cavallo, Re)</translation>
    </message>
    <message>
        <source>Card names</source>
        <translation>Kortnavne</translation>
    </message>
    <message>
        <source>Judge my moves and explain hints</source>
        <translation>Bedøm mine træk, og forklar tip</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Træner</translation>
    </message>
    <message>
        <source>Show my chances to win the round and the match</source>
        <translation>Vis mine chancer for at vinde runden og partiet</translation>
    </message>
    <message>
        <source>Win odds</source>
        <translation>Vinderchancer</translation>
    </message>
    <message>
        <source>A new language shows the next time the game starts.</source>
        <translation>Et nyt sprog vises, næste gang spillet startes.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Genstart nu</translation>
    </message>
    <message>
        <source>Mute (M)</source>
        <translation>Lydløs (M)</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lydstyrke</translation>
    </message>
    <message>
        <source>Reduce motion: cards go straight to their place</source>
        <translation>Mindre bevægelse: kortene går direkte på plads</translation>
    </message>
</context>
<context>
    <name>SkinPicker</name>
    <message>
        <source>Deck</source>
        <translation>Kortspil</translation>
    </message>
    <message>
        <source>Table cloth</source>
        <translation>Bordklæde</translation>
    </message>
</context>
<context>
    <name>Skins</name>
    <message>
        <source>French</source>
        <extracomment>The width of the back&apos;s cross-hatch lines. Standard pip positions; pips below the middle are drawn upside down. Clear of the corner indices, the widest of which (K) reaches x = 20.5.</extracomment>
        <translation>Fransk</translation>
    </message>
    <message>
        <source>French suits: diamonds, hearts, spades, clubs; J, Q, K for 8, 9, 10.</source>
        <translation>Franske kulører: ruder, hjerter, spar, klør; J, Q, K for 8, 9, 10.</translation>
    </message>
    <message>
        <source>Large print</source>
        <translation>Stor skrift</translation>
    </message>
    <message>
        <source>Huge numerals and bold, colour-blind-safe suit symbols, readable across the room.</source>
        <translation>Kæmpestore tal og kraftige kulørsymboler, der også fungerer for farveblinde og kan læses på lang afstand.</translation>
    </message>
    <message>
        <source>Napoletane</source>
        <extracomment>The back&apos;s gold lattice: its lines&apos; width and the distance between them.</extracomment>
        <translation>Napoletane</translation>
    </message>
    <message>
        <source>The Neapolitan pack: bright coins, goblets, curved swords and clubs, full-length figures.</source>
        <translation>Det napolitanske spil: skinnende mønter, bægre, krumme sværd og køller, billedkort i hel figur.</translation>
    </message>
    <message>
        <source>Piacentine</source>
        <translation>Piacentine</translation>
    </message>
    <message>
        <source>The northern Italian pack: straight swords, knobbly batons, double-ended figures.</source>
        <translation>Det norditalienske spil: lige sværd, knudrede stokke, dobbelthovede billedkort.</translation>
    </message>
    <message>
        <source>Romagnole</source>
        <translation>Romagnole</translation>
    </message>
    <message>
        <source>The pack of Romagna: rust and green like its printed linen, double-ended figures, grapes on the back.</source>
        <translation>Romagnas spil: rust og grønt som egnens trykte hør, dobbelthovedede billedkort, druer på bagsiden.</translation>
    </message>
    <message>
        <source>Siciliane</source>
        <translation>Siciliane</translation>
    </message>
    <message>
        <source>The Sicilian pack: a lady for the Fante, star coins, two-handled cups, the eagle and the trinacria.</source>
        <translation>Det sicilianske spil: en dame som Fante, stjernemønter, bægre med to hanke, ørnen og trinacriaen.</translation>
    </message>
    <message>
        <source>Toscane</source>
        <translation>Toscane</translation>
    </message>
    <message>
        <source>The Florentine pack: soft Tuscan colours, leafy batons, straight swords and the red lily of Florence.</source>
        <translation>Det florentinske spil: bløde toscanske farver, køller med blade, lige sværd og Firenzes røde lilje.</translation>
    </message>
    <message>
        <source>Triestine</source>
        <translation>Triestine</translation>
    </message>
    <message>
        <source>The pack of Trieste: bright double-ended figures, tall cups, star coins and the halberd of Trieste.</source>
        <translation>Triestes spil: farvestrålende dobbelthovedede billedkort, høje bægre, stjernemønter og Triestes hellebard.</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics cannot be kept this time ({reason}): the matches of this session are counted until the window closes, and nothing counted before is lost.</source>
        <translation>Statistikken kan ikke gemmes denne gang ({reason}): spillene i denne session tælles, indtil vinduet lukkes, og intet af det, der er talt før, går tabt.</translation>
    </message>
    <message>
        <source>The statistics cannot be read just now ({reason}); the file is left as it is.</source>
        <translation>Statistikken kan ikke læses lige nu ({reason}); filen bliver, som den er.</translation>
    </message>
    <message>
        <source>This match could not be counted in the statistics ({reason}); the matches counted before are kept.</source>
        <translation>Dette spil kunne ikke tælles med i statistikken ({reason}); de spil, der er talt før, bevares.</translation>
    </message>
    <message>
        <source>The statistics could not be reset ({reason}); they are as they were.</source>
        <translation>Statistikken kunne ikke nulstilles ({reason}); den er, som den var.</translation>
    </message>
    <message>
        <source>The statistics could not be read ({reason}): the file is kept as {file}, nothing is deleted, and counting starts afresh.</source>
        <translation>Statistikken kunne ikke læses ({reason}): filen er gemt som {file}, intet er slettet, og optællingen begynder forfra.</translation>
    </message>
    <message>
        <source>The statistics an earlier version kept in the settings could not be read; they are left there, and counting goes on without them.</source>
        <translation>Statistikken, som en tidligere version gemte i indstillingerne, kunne ikke læses; den bliver liggende der, og optællingen fortsætter uden den.</translation>
    </message>
    <message>
        <source>The statistics an earlier version kept in the settings could not be read; they are kept as {file}, and counting goes on without them.</source>
        <translation>Statistikken, som en tidligere version gemte i indstillingerne, kunne ikke læses; den er gemt som {file}, og optællingen fortsætter uden den.</translation>
    </message>
</context>
<context>
    <name>StatisticsChoices</name>
    <message>
        <source>A to Z</source>
        <extracomment>Each column&apos;s two ways, the way a first choice sorts first: the tables&apos; words from A, every figure highest first.</extracomment>
        <translation>A til Å</translation>
    </message>
    <message>
        <source>Z to A</source>
        <translation>Å til A</translation>
    </message>
    <message>
        <source>Highest first</source>
        <translation>Højeste først</translation>
    </message>
    <message>
        <source>Lowest first</source>
        <translation>Laveste først</translation>
    </message>
    <message>
        <source>&amp;Sort by:</source>
        <translation>&amp;Sortér efter:</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Rækkefølge:</translation>
    </message>
    <message>
        <source>&amp;Against:</source>
        <translation>&amp;Mod:</translation>
    </message>
    <message>
        <source>&amp;Match length:</source>
        <translation>&amp;Partiets længde:</translation>
    </message>
    <message>
        <source>Every level</source>
        <translation>Alle niveauer</translation>
    </message>
    <message>
        <source>Any length</source>
        <translation>Enhver længde</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vundet</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Vundet %</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Stime</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Bedste stime</translation>
    </message>
    <message>
        <source>Points per round</source>
        <translation>Point pr. runde</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Scopaer</translation>
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
        <translation>Bedste parti</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>No match finished yet: statistics count every match played to its end, and a match left unfinished as lost.</source>
        <translation>Intet parti er afsluttet endnu: statistikken tæller hvert parti, der spilles til ende, og et parti, der ikke gøres færdigt, tæller som tabt.</translation>
    </message>
    <message>
        <source>Your results at each kind of table</source>
        <translation>Dine resultater ved hver slags bord</translation>
    </message>
    <message>
        <source>Rounds in which your side took {card}</source>
        <translation>Runder, hvor du eller dit hold tog {card}</translation>
    </message>
    <message>
        <source>Every match counted, one left unfinished as lost</source>
        <translation>Hvert talt spil, et ufærdigt spil som tabt</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Nulstil…</translation>
    </message>
    <message>
        <source>No table counted is of the kind chosen above.</source>
        <translation>Ingen af de talte borde er af den slags, der er valgt ovenfor.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them left unfinished, counted as lost</source>
        <translation>
            <numerusform>%n af dem ikke spillet færdigt, talt som tabt</numerusform>
            <numerusform>%n af dem ikke spillet færdige, talt som tabte</numerusform>
        </translation>
    </message>
    <message>
        <source>Sorted by {column}: {order}</source>
        <translation>Sorteret efter {column}: {order}</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) shown</source>
        <translation>
            <numerusform>%n bord vist</numerusform>
            <numerusform>%n borde vist</numerusform>
        </translation>
    </message>
    <message>
        <source>{table} (assisted)</source>
        <translation>{table} (hjulpet)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Nulstil statistik</translation>
    </message>
    <message>
        <source>Forget every match counted so far?</source>
        <translation>Glem alle partier, der er talt med indtil nu?</translation>
    </message>
    <message>
        <source>vs {opponents}, {goal}</source>
        <translation>mod {opponents}, {goal}</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>hver for sig</translation>
    </message>
    <message>
        <source>{players} players {sides} (with {partners}; against {opponents}), {goal}</source>
        <translation>{players} spillere, {sides} (med {partners}; mod {opponents}), {goal}</translation>
    </message>
    <message numerus="yes">
        <source>%n sides</source>
        <translation>
            <numerusform>%n hold</numerusform>
            <numerusform>%n hold</numerusform>
        </translation>
    </message>
    <message>
        <source>{players} players {sides} ({opponents}), {goal}</source>
        <translation>{players} spillere, {sides} ({opponents}), {goal}</translation>
    </message>
    <message>
        <source>Matches in which you undid a move or asked for a hint: counted apart, and left out of your rating</source>
        <translation>Spil, hvor du fortrød et træk eller bad om et tip: talt for sig og holdt uden for din rating</translation>
    </message>
    <message>
        <source>to {target}</source>
        <translation>til {target}</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n runde</numerusform>
            <numerusform>%n runder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableBrowser</name>
    <message>
        <source>Could not remember the certificate: {error}</source>
        <extracomment>How often the list is asked for again while it is shown. How long a server has to welcome us once asked (connecting and securing included).</extracomment>
        <translation>Kunne ikke huske certifikatet: {error}</translation>
    </message>
    <message>
        <source>{server} is a table server, but it lists no open tables: join a table there with its code instead.</source>
        <translation>{server} er en bordserver, men viser ingen åbne borde: deltag i stedet ved et bord der med dets kode.</translation>
    </message>
    <message>
        <source>The connection to {server} is lost.</source>
        <translation>Forbindelsen til {server} er tabt.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>away</source>
        <translation>væk</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Bunke {count}</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Sidste givning</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>din tur</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>tænker…</translation>
    </message>
    <message>
        <source>Scopa!</source>
        <translation>Scopa!</translation>
    </message>
    <message>
        <source>{card}: choose what it takes</source>
        <translation>{card}: vælg, hvad det fanger</translation>
    </message>
    <message>
        <source>Lay</source>
        <translation>Læg</translation>
    </message>
    <message>
        <source>{card} on the table</source>
        <translation>{card} på bordet</translation>
    </message>
    <message>
        <source>{card} takes {cards}</source>
        <translation>{card} fanger {cards}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Choose a card from your hand first (click it, or press 1-3).</source>
        <translation>Vælg først et kort på hånden (klik på det, eller tryk 1-3).</translation>
    </message>
    <message>
        <source>Drop the card on the table in the middle.</source>
        <translation>Slip kortet på bordet i midten.</translation>
    </message>
    <message>
        <source>{card} can take in more than one way: drop it on the card you want.</source>
        <translation>Med {card} kan du fange på flere måder: slip kortet på det kort, du vil fange.</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>{card} can take more than one set: click the set to take, or choose it with Tab and Enter.</source>
        <translation>{card} kan tage mere end ét sæt: klik på det sæt, du vil tage, eller vælg det med Tab og Enter.</translation>
    </message>
</context>
<context>
    <name>WatchController</name>
    <message>
        <source>This match is only watched: the AIs play it.</source>
        <extracomment>Speed -&gt; (least time an AI takes over its move in ms, the animations&apos; speed). The speeds&apos; names, as the Settings dialog words them (the same translations).</extracomment>
        <translation>Dette parti ses kun: computerne spiller det.</translation>
    </message>
</context>
<context>
    <name>WatchWindow</name>
    <message>
        <source>Watch a match</source>
        <translation>Se et parti</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Fart:</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>Sat på pause.</translation>
    </message>
    <message>
        <source>Going on.</source>
        <translation>Det fortsætter.</translation>
    </message>
    <message>
        <source>Go on (Space)</source>
        <translation>Fortsæt (Mellemrum)</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Mellemrum)</translation>
    </message>
    <message>
        <source>{side} won the match, {totals}.</source>
        <translation>{side} vandt partiet, {totals}.</translation>
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
        <translation>Deltag ved et bord…</translation>
    </message>
    <message>
        <source>Play alone</source>
        <translation>Spil alene</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>random</source>
        <extracomment>Clock for a searching level&apos;s thinking budget. The names the AI opponents go by, seats 1, 2… of a table in order: the game against the AI&apos;s, and a networked table&apos;s AI seats (``net.table``). Every level, weakest first.</extracomment>
        <translation>tilfældig</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>let</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mellem</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>svær</translation>
    </message>
    <message>
        <source>Random: plays any card it may, for a first look at the rules.</source>
        <translation>Tilfældig: spiller et vilkårligt tilladt kort, til et første kig på reglerne.</translation>
    </message>
    <message>
        <source>Easy: takes the most it can at once, else lays its cheapest card.</source>
        <translation>Let: tager straks så meget den kan, ellers lægger den sit billigste kort.</translation>
    </message>
    <message>
        <source>Medium: never leaves you a scopa it can avoid and plays a few deals ahead.</source>
        <translation>Mellem: efterlader dig aldrig en scopa, den kan undgå, og spiller nogle få uddelinger frem.</translation>
    </message>
    <message>
        <source>Hard: remembers every card, reads your play and tries thousands of deals.</source>
        <translation>Svær: husker hvert kort, læser dit spil og prøver tusindvis af uddelinger.</translation>
    </message>
    <message>
        <source>Scopone (4 players, 9 cards each)</source>
        <extracomment>Which words the cards go by: the deck on the table&apos;s (French suits, ``Skin.french_suits``, or Italian), and for Italian suits whether by their Italian names. Variant id -&gt; its name (the Italian ones are names in every language) and its name with what it changes, for the New game dialog ({coins}: the suit of coins, {card}: the card that scores, both as the deck in use names them).</extracomment>
        <translation>Scopone (4 spillere, 9 kort til hver)</translation>
    </message>
    <message>
        <source>Scopone scientifico (10 cards each, none on the table)</source>
        <translation>Scopone scientifico (10 kort til hver, ingen på bordet)</translation>
    </message>
    <message>
        <source>Asso piglia tutto (an ace takes the whole table)</source>
        <translation>Asso piglia tutto (et es fanger hele bordet)</translation>
    </message>
    <message>
        <source>card-value scoring</source>
        <translation>point efter kortværdi</translation>
    </message>
    <message>
        <source>Card-value scoring (German guide)</source>
        <translation>Point efter kortværdi (tysk vejledning)</translation>
    </message>
    <message>
        <source>run to {card}: {points}</source>
        <extracomment>Score line (``ScoreLine.name``) -&gt; its title in the round&apos;s count and a side&apos;s result on it; {card} is the card the result is named by, {points} its points.</extracomment>
        <translation>række til {card}: {points}</translation>
    </message>
    <message>
        <source>Card values</source>
        <translation>Kortværdier</translation>
    </message>
    <message>
        <source>no primiera ({suits})</source>
        <extracomment>A side without a card of every suit has no primiera (RULES.md §6), not one of 0: said with the suits it lacks.</extracomment>
        <translation>ingen primiera ({suits})</translation>
    </message>
    <message>
        <source>no {suit}</source>
        <translation>ingen {suit}</translation>
    </message>
    <message>
        <source>{result}, a point</source>
        <extracomment>A count&apos;s cell in words, where a table shows signs: &quot;21 ●&quot; (the side scored the line), &quot;●&quot;, &quot;–&quot; (nothing).</extracomment>
        <translation>{result}, ét point</translation>
    </message>
    <message>
        <source>a point</source>
        <translation>ét point</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>intet</translation>
    </message>
    <message>
        <source>{first} to {second}</source>
        <translation>{first} mod {second}</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <extracomment>Refusal kind -&gt; its sentence; {card} is the card played, {rank} its value, {cards} the table cards concerned.</extracomment>
        <translation>Runden er slut.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>Du har ikke {card} på hånden.</translation>
    </message>
    <message>
        <source>That is not a set of table cards.</source>
        <translation>Det er ikke en gruppe kort fra bordet.</translation>
    </message>
    <message>
        <source>{cards}: not on the table.</source>
        <translation>Ikke på bordet: {cards}.</translation>
    </message>
    <message>
        <source>{card} takes nothing here: it must be laid on the table.</source>
        <translation>Med {card} kan du ikke fange noget her: kortet skal lægges på bordet.</translation>
    </message>
    <message>
        <source>{card} is an ace: it takes every card on the table.</source>
        <translation>Med {card}, et es, fanger du alle kort på bordet.</translation>
    </message>
    <message>
        <source>{card} must capture: a card that can take may not be laid.</source>
        <translation>Med {card} skal du fange: et kort, der kan fange, må ikke lægges på bordet.</translation>
    </message>
    <message>
        <source>{card} must take exactly one table card of the same rank (before any sum).</source>
        <translation>Med {card} skal du fange præcis ét bordkort med samme værdi (enkeltkort går forud for summer).</translation>
    </message>
    <message>
        <source>{cards} do not add up to {rank}.</source>
        <translation>Tilsammen giver {cards} ikke {rank}.</translation>
    </message>
    <message>
        <source>en_GB</source>
        <comment>the locale whose numbers the window writes</comment>
        <translation>da_DK</translation>
    </message>
    <message>
        <source>Match over: you won.</source>
        <translation>Partiet er slut: du vandt.</translation>
    </message>
    <message>
        <source>Match over: your side won.</source>
        <translation>Partiet er slut: dit hold vandt.</translation>
    </message>
    <message>
        <source>Match over: {side} won.</source>
        <translation>Partiet er slut: {side} vandt.</translation>
    </message>
    <message>
        <source>You won the match.</source>
        <translation>Du vandt partiet.</translation>
    </message>
    <message>
        <source>Your side won the match.</source>
        <translation>Dit hold vandt partiet.</translation>
    </message>
    <message>
        <source>{side} won the match.</source>
        <translation>{side} vandt partiet.</translation>
    </message>
    <message>
        <source>no server is listening on that port</source>
        <extracomment>The system&apos;s reasons a player meets on the way to a table, by error number, in the window&apos;s language: the system&apos;s own words are English whatever the window speaks (&quot;Cannot reach …: Connection refused&quot;).</extracomment>
        <translation>ingen server lytter på den port</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>intet svar i tide</translation>
    </message>
    <message>
        <source>that computer cannot be reached</source>
        <translation>den computer kan ikke nås</translation>
    </message>
    <message>
        <source>that network cannot be reached</source>
        <translation>det netværk kan ikke nås</translation>
    </message>
    <message>
        <source>the connection was cut</source>
        <translation>forbindelsen blev afbrudt</translation>
    </message>
    <message>
        <source>another program uses that port</source>
        <translation>et andet program bruger den port</translation>
    </message>
    <message>
        <source>no computer of that name was found</source>
        <translation>ingen computer med det navn blev fundet</translation>
    </message>
    <message>
        <source>a file stands where its folder should be</source>
        <extracomment>Why a file could not be saved: a folder on the way to it is a file in fact.</extracomment>
        <translation>der ligger en fil, hvor mappen skulle være</translation>
    </message>
    <message>
        <source>you may not write in that folder</source>
        <extracomment>The system&apos;s reasons a file could not be written, as ``_SYSTEM_REASONS`` for a table.</extracomment>
        <translation>du må ikke skrive i den mappe</translation>
    </message>
    <message>
        <source>that disk is read-only</source>
        <translation>det drev er skrivebeskyttet</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er fuld</translation>
    </message>
    <message>
        <source>you have used all the disk space you are allowed</source>
        <translation>du har brugt al den diskplads, du har til rådighed</translation>
    </message>
    <message>
        <source>a folder has that name already</source>
        <translation>der findes allerede en mappe med det navn</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>navnet er for langt</translation>
    </message>
    <message>
        <source>that name is not allowed on that disk</source>
        <translation>det navn er ikke tilladt på det drev</translation>
    </message>
    <message>
        <source>that folder cannot be found</source>
        <translation>den mappe kan ikke findes</translation>
    </message>
    <message>
        <source>the disk could not be written (was it unplugged?)</source>
        <translation>der kunne ikke skrives til drevet (blev det taget ud?)</translation>
    </message>
    <message>
        <source>another program, an antivirus or a sync client perhaps, is using the file</source>
        <translation>et andet program, måske et antivirusprogram eller en synkroniseringsklient, bruger filen</translation>
    </message>
    <message>
        <source>{reason}; the game tries again at the next save</source>
        <translation>{reason}; spillet prøver igen ved næste gemning</translation>
    </message>
    <message>
        <source>the file is damaged</source>
        <translation>filen er beskadiget</translation>
    </message>
    <message>
        <source>the file holds something other than statistics</source>
        <translation>filen indeholder noget andet end statistik</translation>
    </message>
    <message>
        <source>a folder or something else that is not a file has its name</source>
        <translation>en mappe eller noget andet, der ikke er en fil, har dens navn</translation>
    </message>
    <message>
        <source>a later version of the game wrote it</source>
        <translation>en nyere version af spillet har skrevet den</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>filen er skrivebeskyttet</translation>
    </message>
    <message>
        <source>{cards} is not worth {rank}.</source>
        <translation>Værdien af {cards} er ikke {rank}.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <extracomment>A card&apos;s name with French suits or Italian names (&quot;Jack of Spades&quot;, &quot;Cavallo of Coppe&quot;).</extracomment>
        <translation>{rank} i {suit}</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <extracomment>The same cards by their Italian names, in every language (an option in the settings). The same suits as a French-suited deck shows them (RULES.md §1 maps D C S B onto them).</extracomment>
        <translation>Ruder</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <extracomment>The last of several things said one after the other: &quot;{items} and {last}&quot; (&quot;og&quot;, &quot;und&quot;, &quot;e&quot;).</extracomment>
        <translation>{items} og {last}</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Hjerter</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Spar</translation>
    </message>
    <message>
        <source>Clubs</source>
        <translation>Klør</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Es</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Knægt</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Konge</translation>
    </message>
    <message>
        <source>Napola (1-2-3 of {coins} and up)</source>
        <translation>Napola (1-2-3 i {coins} og opefter)</translation>
    </message>
    <message>
        <source>Re bello ({card} scores)</source>
        <translation>Re bello ({card} giver point)</translation>
    </message>
    <message>
        <source>Rosmarino ({card} scores)</source>
        <translation>Rosmarino ({card} giver point)</translation>
    </message>
    <message>
        <source>clockwise</source>
        <extracomment>The options that are not the default, as a few words beside the score.</extracomment>
        <translation>med uret</translation>
    </message>
    <message>
        <source>no scopa in the last deal</source>
        <translation>ingen scopa i sidste givning</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Vi</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>De</translation>
    </message>
</context>
</TS>
