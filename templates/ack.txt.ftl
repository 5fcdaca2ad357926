<#-- The reply to every order mail. Model: ack (Acknowledgement), blocks (BlockResult list), notes, game, deadline
     (lines about the next deadline), help ("player", "moderator" or empty: the guide asked for with HELP), ruleset
     (whose order summary the player's guide includes). It goes to the sender (and the registered address of a player
     who wrote from elsewhere), never to anyone else. Passwords are never in the model. -->
<#if ack.checkOnly>This is a CHECK ONLY answer: nothing below was queued, and the orders you had queued before stand.

</#if>
<#list blocks as b>
<#if b.accepted>
<#if ack.checkOnly>WOULD BE ACCEPTED<#else>ACCEPTED</#if>  ${b.title}<#if b.role?has_content> (as ${b.role})</#if>
<#if b.orders?has_content>
<#list b.orders as o>
    ${o}
</#list>
<#elseif !b.answers?has_content>
    (no orders: the unit follows its default orders)
</#if>
<#else>
REJECTED  ${b.title} - nothing was queued; any orders accepted earlier stand.
<#list b.problems as p>
    <#if p.line gt 0>line ${p.line}: </#if>${p.reason}
</#list>
</#if>
<#list b.notes as n>
    (${n})
</#list>
<#if b.answers?has_content>

<#list b.answers as a>
  ${a}
</#list>
</#if>

</#list>
<#list notes as n>
Note: ${n}
</#list>
<#if help == "player">

<#include "help-player.txt.ftl">
<#attempt>

<#include "/" + ruleset + "/guide.txt.ftl">
<#recover>
</#attempt>
<#elseif help == "moderator">

<#include "help-moderator.txt.ftl">
</#if>
<#if blocks?filter(b -> b.accepted && b.orders?has_content && !b.answers?has_content)?has_content && !ack.checkOnly>
Orders accepted above replace any earlier orders for the same unit. The last orders from a unit's commander
win over its deputy's (GITM 6.1). Send CHECK in a mail to test orders without queueing them.
</#if>
<#if deadline?has_content>

<#list deadline as d>
${d}
</#list>
</#if>
--
Adjutant, the order desk<#if game?has_content> of ${game}</#if>. This reply was written by a robot.
<#if game?has_content && ack.inboxId gt 0>To send orders, reply to this mail (keep [${game}] in the subject).
</#if>
