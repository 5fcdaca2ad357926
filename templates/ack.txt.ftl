<#-- The reply to every order mail. Model: ack (Acknowledgement), blocks (BlockResult list), notes, game.
     Passwords are never in the model. -->
<#if ack.checkOnly>This is a CHECK ONLY answer: nothing below was queued.

</#if>
<#list blocks as b>
<#if b.accepted>
ACCEPTED  ${b.title}<#if b.role?has_content> (as ${b.role})</#if>
<#if b.orders?has_content>
<#list b.orders as o>
    ${o}
</#list>
<#else>
    (no orders: the unit follows its default orders)
</#if>
<#else>
REJECTED  ${b.title} - nothing was queued; any orders accepted earlier stand.
<#list b.problems as p>
    <#if p.line gt 0>line ${p.line}: </#if>${p.reason}
</#list>
</#if>

</#list>
<#list notes as n>
Note: ${n}
</#list>
<#if blocks?has_content>
Orders accepted above replace any earlier orders for the same unit. The last orders from a unit's commander
win over its deputy's (GITM 6.1). Send CHECK in a mail to test orders without queueing them.
</#if>
--
Adjutant, the order desk<#if game?has_content> of ${game}</#if>. This reply was written by a robot.
