<#-- Sent once, when a player is seated. The only mail that ever carries his password. Model: gameId, gameTitle,
     name, role, roleTitle, commands, deputyFor, offices, password, robot, deadline (lines), nextTurn, exampleUnit,
     exampleOrders, ruleset (the ruleset's id: its guide is templates/<ruleset>/guide.txt.ftl). -->
Welcome to ${gameTitle}, ${name}.

<#if roleTitle?has_content>You play ${roleTitle} (role "${role}").
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

    PLAYER <#if role?has_content>${role}<#else>${name}</#if> PASSWORD ${password}
    NEW PASSWORD your-new-password

<#list deadline as d>
${d}
</#list>
<#if nextTurn?has_content>
${nextTurn}
</#if>

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
own to test orders without queueing them. To see deadlines in your own time zone too, send

    PLAYER <#if role?has_content>${role}<#else>${name}</#if> PASSWORD <your password>
    TIME ZONE Europe/London

(any place name of the IANA time-zone list, e.g. America/New_York, Europe/Berlin, Asia/Tokyo).
<#attempt>

<#include "/" + ruleset + "/guide.txt.ftl">
<#recover>
</#attempt>

--
Adjutant, the order desk of ${gameTitle} (${gameId}).
This mail was written by a robot. Keep it: it is the only one that carries your password.
