<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>CaptureChooser</name>
    <message>
        <source>Which cards?</source>
        <translation>Hvilke kort?</translation>
    </message>
    <message>
        <source>{card} can take:</source>
        <translation>Med {card} kan du fange:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
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
        <translation>Vi</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>De</translation>
    </message>
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
    <message>
        <source>Could not save the game: {error}</source>
        <translation>Spillet kunne ikke gemmes: {error}</translation>
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
        <translation>&lt;h3&gt;Scopa kort fortalt&lt;/h3&gt;
&lt;p&gt;Spil ét kort pr. tur. Har et bordkort &lt;b&gt;samme værdi&lt;/b&gt;, skal du fange præcis ét af dem.
Ellers, hvis bordkort &lt;b&gt;tilsammen&lt;/b&gt; giver dit korts værdi, skal du fange én sådan kombination.
Ellers lægges kortet på bordet. Et kort, der kan fange, må aldrig lægges.&lt;/p&gt;
&lt;p&gt;Fejer du bordet tomt, er det en &lt;b&gt;scopa&lt;/b&gt;: ét point (dog ikke med rundens allersidste kort).
Kort, der ligger tilbage til sidst, går til den, der fangede sidst.&lt;/p&gt;
&lt;p&gt;Hver runde: ét point hver for flest &lt;b&gt;kort&lt;/b&gt;, flest &lt;b&gt;mønter&lt;/b&gt; (denari), &lt;b&gt;settebello&lt;/b&gt;
(7 i mønter) og bedste &lt;b&gt;primiera&lt;/b&gt; plus ét for hver scopa. Den, der først når målet, vinder; står det lige i toppen,
spilles en runde mere.&lt;/p&gt;
&lt;p&gt;Mus: træk et kort hen på bordet (hen på det kort, du vil fange). Eller klik på et kort, klik på bordkortene,
og tryk Enter. Dobbeltklik spiller et kort, der kun har én mulighed. Tasterne 1-3 eller piletasterne vælger,
Enter spiller, Esc annullerer, H viser et tip, og Ctrl+Z fortryder dit sidste træk.&lt;/p&gt;</translation>
    </message>
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
        <extracomment>Starts a program detached from this one (replaced in tests). How to start this app again for &quot;Restart now&quot;; the desktop shell that started the window knows it (empty: restarting only closes the window).</extracomment>
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
        <source>Save game &amp;record…</source>
        <translation>&amp;Gem spilforløb…</translation>
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
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;Rules summary</source>
        <translation>&amp;Regeloversigt</translation>
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
        <source>Could not save the record: {error}</source>
        <translation>Spilforløbet kunne ikke gemmes: {error}</translation>
    </message>
    <message>
        <source>Record saved to {path}.</source>
        <translation>Spilforløbet er gemt i {path}.</translation>
    </message>
    <message>
        <source>Match over: {side} won. Game &gt; New game (Ctrl+N) to play again.</source>
        <translation>Partiet er slut: {side} vandt. Vælg Spil &gt; Nyt spil (Ctrl+N) for at spille igen.</translation>
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
        <source>Match against {opponents}</source>
        <translation>Parti mod {opponents}</translation>
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
        <source>Round {number}: {name} dealt.</source>
        <translation>Runde {number}: {name} gav.</translation>
    </message>
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
        <source>{side} won the match.</source>
        <translation>{side} vandt partiet.</translation>
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
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Scopone (4 players, 9 cards each)</source>
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
        <source>Napola (1-2-3 of Denari and up)</source>
        <translation>Napola (1-2-3 i mønter og opefter)</translation>
    </message>
    <message>
        <source>Re bello (King of Denari scores)</source>
        <translation>Re bello (kongen i mønter giver point)</translation>
    </message>
    <message>
        <source>Rosmarino (Fante of Spade scores)</source>
        <translation>Rosmarino (knægten i sværd giver point)</translation>
    </message>
    <message>
        <source>Card-value scoring (German guide)</source>
        <translation>Point efter kortværdi (tysk vejledning)</translation>
    </message>
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
        <translation>Hver for sig</translation>
    </message>
    <message>
        <source>{teams} teams of {size}</source>
        <translation>{teams} hold à {size}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
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
        <source>Opponents</source>
        <translation>Modstandere</translation>
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
        <source>The match in progress will be counted as lost in the statistics.</source>
        <translation>Det igangværende parti tælles som tabt i statistikken.</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Del ud</translation>
    </message>
</context>
<context>
    <name>RoundOverDialog</name>
    <message>
        <source>Match over</source>
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
        <source>Points this round</source>
        <translation>Point i denne runde</translation>
    </message>
    <message>
        <source>Match total</source>
        <translation>Samlet i partiet</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Spil igen</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Næste runde</translation>
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
        <source>no primiera (a suit missing)</source>
        <translation>ingen primiera (mangler en kulør)</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Scopaer</translation>
    </message>
    <message>
        <source>Napola</source>
        <translation>Napola</translation>
    </message>
    <message>
        <source>run to {card}: {points}</source>
        <translation>række til {card}: {points}</translation>
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
        <translation>Kortværdier</translation>
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
        <extracomment>Each line of the round&apos;s count: its title, its short title (a narrow column head), each side&apos;s cell.</extracomment>
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
        <source>Prim.</source>
        <translation>Prim.</translation>
    </message>
    <message>
        <source>Scope</source>
        <translation>Scopaer</translation>
    </message>
    <message numerus="yes">
        <source>Match · %n round(s), card values</source>
        <translation>
            <numerusform>Parti · %n runde, kortværdier</numerusform>
            <numerusform>Parti · %n runder, kortværdier</numerusform>
        </translation>
    </message>
    <message>
        <source>Match · first to {target}</source>
        <translation>Parti · først til {target}</translation>
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
        <source>A new language shows the next time the game starts.</source>
        <translation>Et nyt sprog vises, næste gang spillet startes.</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Genstart nu</translation>
    </message>
</context>
<context>
    <name>Skins</name>
    <message>
        <source>French</source>
        <extracomment>Standard pip positions; pips below the middle are drawn upside down.</extracomment>
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
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics cannot be kept this time ({error}).</source>
        <translation>Statistikken kan ikke gemmes denne gang ({error}).</translation>
    </message>
    <message>
        <source>The statistics could not be read ({error}). They are kept as {file}; counting starts afresh.</source>
        <translation>Statistikken kunne ikke læses ({error}). Den er gemt som {file}; optællingen begynder forfra.</translation>
    </message>
    <message>
        <source>The statistics kept in the settings could not be read ({error}).</source>
        <translation>Statistikken i indstillingerne kunne ikke læses ({error}).</translation>
    </message>
    <message>
        <source>They are kept as {file}.</source>
        <translation>Den er gemt som {file}.</translation>
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
        <source>Reset…</source>
        <translation>Nulstil…</translation>
    </message>
    <message>
        <source>The statistics cannot be read: {error}</source>
        <translation>Statistikken kan ikke læses: {error}</translation>
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
    <name>TableView</name>
    <message>
        <source>Stock {count}</source>
        <translation>Bunke {count}</translation>
    </message>
    <message>
        <source>Last deal</source>
        <translation>Sidste givning</translation>
    </message>
    <message numerus="yes">
        <source>%n scopa(s)</source>
        <translation>
            <numerusform>%n scopa</numerusform>
            <numerusform>%n scopaer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
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
</context>
<context>
    <name>Words</name>
    <message>
        <source>Denari</source>
        <translation>mønter</translation>
    </message>
    <message>
        <source>Coppe</source>
        <translation>bægre</translation>
    </message>
    <message>
        <source>Spade</source>
        <translation>sværd</translation>
    </message>
    <message>
        <source>Bastoni</source>
        <translation>stokke</translation>
    </message>
    <message>
        <source>Asso</source>
        <translation>es</translation>
    </message>
    <message>
        <source>Fante</source>
        <translation>knægt</translation>
    </message>
    <message>
        <source>Cavallo</source>
        <translation>rytter</translation>
    </message>
    <message>
        <source>Re</source>
        <translation>konge</translation>
    </message>
    <message>
        <source>random</source>
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
        <source>card-value scoring</source>
        <extracomment>Variant id -&gt; its name; the Italian ones are names in every language.</extracomment>
        <translation>point efter kortværdi</translation>
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
        <source>{cards} is not worth {rank}.</source>
        <translation>Værdien af {cards} er ikke {rank}.</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} i {suit}</translation>
    </message>
</context>
</TS>
