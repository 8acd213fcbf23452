<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Counts</name>
    <message numerus="yes">
        <source>%n in hand</source>
        <translation>
            <numerusform>%n in hand</numerusform>
            <numerusform>%n in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n taken</source>
        <translation>
            <numerusform>%n taken</numerusform>
            <numerusform>%n taken</numerusform>
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
            <numerusform>%n match in the statistics could not be read: it is left out of the figures, and left as it is in {file}.</numerusform>
            <numerusform>%n matches in the statistics could not be read: they are left out of the figures, and left as they are in {file}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The statistics of %n table(s) kept by an earlier version of the game could not be read: they are left out of the figures, and left as they are in {file}.</source>
        <translation>
            <numerusform>The statistics of %n table kept by an earlier version of the game could not be read: they are left out of the figures, and left as they are in {file}.</numerusform>
            <numerusform>The statistics of %n tables kept by an earlier version of the game could not be read: they are left out of the figures, and left as they are in {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n seat free</numerusform>
            <numerusform>%n seats free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LocalNarrator</name>
    <message numerus="yes">
        <source>You took back your last move and %n move(s) after it.</source>
        <translation>
            <numerusform>You took back your last move and %n move after it.</numerusform>
            <numerusform>You took back your last move and %n moves after it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NetTableWindow</name>
    <message numerus="yes">
        <source>Waiting for %n more player(s) to sit down.</source>
        <translation>
            <numerusform>Waiting for %n more player to sit down.</numerusform>
            <numerusform>Waiting for %n more players to sit down.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n open table(s) at {server}.</source>
        <translation>
            <numerusform>%n open table at {server}.</numerusform>
            <numerusform>%n open tables at {server}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n AI(s)</source>
        <translation>
            <numerusform>%n AI</numerusform>
            <numerusform>%n AIs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n team(s)</source>
        <translation>
            <numerusform>in %n team</numerusform>
            <numerusform>in %n teams</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) free</source>
        <translation>
            <numerusform>%n seat free</numerusform>
            <numerusform>%n seats free</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingPlot</name>
    <message numerus="yes">
        <source>Your rating after each of your %n rated match(es): from {first} to {last}</source>
        <translation>
            <numerusform>Your rating after each of your %n rated match: from {first} to {last}</numerusform>
            <numerusform>Your rating after each of your %n rated matches: from {first} to {last}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingWords</name>
    <message numerus="yes">
        <source>Your rating: {rating} ± {deviation}, from %n rated match(es): one opponent, no hints or undo.</source>
        <translation>
            <numerusform>Your rating: {rating} ± {deviation}, from %n rated match: one opponent, no hints or undo.</numerusform>
            <numerusform>Your rating: {rating} ± {deviation}, from %n rated matches: one opponent, no hints or undo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundOverDialog</name>
    <message numerus="yes">
        <source>{side} win the match with %n point(s)</source>
        <translation>
            <numerusform>{side} win the match with %n point</numerusform>
            <numerusform>{side} win the match with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You win the match with %n point(s)</source>
        <translation>
            <numerusform>You win the match with %n point</numerusform>
            <numerusform>You win the match with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} wins the match with %n point(s)</source>
        <translation>
            <numerusform>{side} wins the match with %n point</numerusform>
            <numerusform>{side} wins the match with %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesSummary</name>
    <message numerus="yes">
        <source>After %n round(s) the highest total wins; a tie plays one more round.</source>
        <translation>
            <numerusform>After %n round the highest total wins; a tie plays one more round.</numerusform>
            <numerusform>After %n rounds the highest total wins; a tie plays one more round.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message numerus="yes">
        <source>Match · %n round(s), card values</source>
        <translation>
            <numerusform>Match · %n round, card values</numerusform>
            <numerusform>Match · %n rounds, card values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Match · first to %n</source>
        <translation>
            <numerusform>Match · first to %n</numerusform>
            <numerusform>Match · first to %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side}: {points} of the %n point(s) to win</source>
        <translation>
            <numerusform>{side}: {points} of the %n point to win</numerusform>
            <numerusform>{side}: {points} of the %n points to win</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatSession</name>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n of them left unfinished, counted as lost</source>
        <translation>
            <numerusform>%n of them left unfinished, counted as lost</numerusform>
            <numerusform>%n of them left unfinished, counted as lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) shown</source>
        <translation>
            <numerusform>%n table shown</numerusform>
            <numerusform>%n tables shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sides</source>
        <translation>
            <numerusform>%n side</numerusform>
            <numerusform>%n sides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
</context>
</TS>
