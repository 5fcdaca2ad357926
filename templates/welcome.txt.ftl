<#-- Sent once, when a player (or a moderator) is seated. The only mail that ever carries his password. Model: gameId,
     gameTitle, name, role, handle (what his PLAYER blocks name: his role, or his name), roleTitle, commands,
     deputyFor, offices, password, robot, moderator (true for a moderator's seat), before (lines that come first,
     e.g. whose seat he takes over), deadline (lines), nextTurn, exampleUnit, exampleOrders, ruleset (the ruleset's
     id: its guide is templates/<ruleset>/guide.txt.ftl). -->
Welcome to ${gameTitle}, ${name}.

<#list before as l>
${l}
</#list>
<#if before?has_content>

</#if>
<#if roleTitle?has_content>You play ${roleTitle} (role "${role}").
</#if>
<#if moderator>You are a moderator of this game.
</#if>
<#if commands?has_content>You command: <#list commands as u>${u}<#sep>, </#sep></#list>.
</#if>
<#if deputyFor?has_content>You are deputy commander of: <#list deputyFor as u>${u}<#sep>, </#sep></#list>.
</#if>
<#if offices?has_content>Your offices: <#list offices as o>${o}<#sep>, </#sep></#list>.
</#if>

Your password is:   ${password}

Keep it secret: anyone who has it can give orders in your name. Adjutant stores only a hash of it and will never
send it to you again. To change it, mail ${robot}:

    PLAYER ${handle} PASSWORD ${password}
    NEW PASSWORD your-new-password

<#list deadline as d>
${d}
</#list>
<#if nextTurn?has_content>
${nextTurn}
</#if>
<#if moderator>

Moderator commands go in a block like the one above, mailed from this address (${robot} checks both
the address, which must be listed as a moderator's in the game file, and your password):

    PLAYER ${handle} PASSWORD ${password}
    STATUS

STATUS shows the whole game. The other commands: EXTEND 24h, PAUSE, RESUME, RUN NOW, ANNOUNCE <text>,
REPLACE <role> <name> <address>, RESET PASSWORD <role>, ON BEHALF OF <unit or role> BECAUSE <reason> (the
orders, then END), ADJUST <what> BECAUSE <reason>, RESEND <role> [<turn>], ROLLBACK TO <turn> (with ORDERS <unit>
... END), END GAME. Send HELP in such a block for the whole list; each has a twin on the command line (adjutant game ...).
</#if>
<#if commands?has_content || deputyFor?has_content>

To give orders, mail ${robot} with [${gameId}] in the subject (or simply reply to this mail) and
one block per unit in the body, as plain text<#if exampleUnit?has_content>. For example, for ${exampleUnit}:

    UNIT ${exampleUnit} PASSWORD ${password}
<#list exampleOrders as o>
    ${o}
</#list>
<#else>:

    UNIT <unit id> PASSWORD <your password>
    <orders, one per line>
</#if>

Every mail gets an answer listing what was accepted and what was not, line by line. Put CHECK on a line of its
own to test orders without queueing them.
</#if>
<#if !moderator || commands?has_content || deputyFor?has_content || offices?has_content>

You can ask the robot for help at any time, in a block of its own:

    PLAYER ${handle} PASSWORD <your password>
    HELP

The answer is the player's guide in short (the player's page of the robot's documentation, players.md, which
your moderator can show you whole): the order language, and what else you can ask by mail. STATUS tells you the
next deadline and which of your units have orders queued; SEND REPORTS mails your reports of the last turn again
(SEND REPORTS TURN 3 those of turn 3: name a turn as the subject of its reports does); READY says your orders are
complete, so the turn may run early if the game allows it (NOT READY takes it back); ADDRESS new@example.org moves
your mail to a new address once you confirm the code sent there; TIME ZONE Europe/London shows deadlines in your
own time zone too (any place name of the IANA time-zone list); ABSENT UNTIL <day> (year-month-day) tells the robot
you are away until then (no reminders, your units count as in; BACK ends it early).
</#if>
<#if commands?has_content || deputyFor?has_content>
<#attempt>

<#include "/" + ruleset + "/guide.txt.ftl">
<#recover>
</#attempt>
</#if>

--
Adjutant, the order desk of ${gameTitle} (${gameId}).
This mail was written by a robot. Keep it: it is the only one that carries your password.
