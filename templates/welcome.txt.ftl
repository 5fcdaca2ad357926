<#-- Sent once, when a player is seated. The only mail that ever carries his password. -->
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

To give orders for a unit, mail ${robot} with one block per unit, for example:

    UNIT <unit id> PASSWORD <your password>
    <orders, one per line>

Every mail gets an answer listing what was accepted and what was not, line by line. Put CHECK on a line of its
own to test orders without queueing them. The full order language is described in the game's documentation
(docs/orders.md).

--
Adjutant, the order desk of ${gameTitle} (${gameId}).
