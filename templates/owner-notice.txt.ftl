<#-- A short notice to a unit's commander or deputy about someone else's mail that named his unit (or a PLAYER block
     in his name), or to a moderator about refused moderator commands. Model: kind (REFUSED, PLAYER_REFUSED,
     DEPUTY_ORDERS, MODERATOR_REFUSED, UNIT_LOCKED, SENDER_LOCKED), units (for MODERATOR_REFUSED: the commands), reason, from, at (the time the
     robot's mail server received the mail, in the player's zone or the game's), gameTitle, game, heldBack (notices
     of this kind not sent since his last one), window. Never anyone's orders, never a password. The address is the one
     the mail claimed to come from: anyone can write any address into From, so it is never given as the writer. -->
<#if kind == "MODERATOR_REFUSED">
A mail gave moderator commands for this game and was refused: ${reason}.
Commands: <#list units as u>${u}<#sep>; </#sep></#list>
Nothing was done. The attempt is in the audit log (adjutant game audit ${game}).
<#elseif kind == "UNIT_LOCKED">
Mail has given wrong passwords for <#list units as u>${u}<#sep>, </#sep></#list> too often: ${reason}.
Nothing was queued by those mails. Orders from your own registered address, with your password, are still taken.
<#elseif kind == "SENDER_LOCKED">
Mail claiming one address has given wrong passwords too often (the last for <#list units as u>${u}<#sep>, </#sep></#list>): ${reason}.
The address is not proof of who wrote it: if it is a player's, someone else may be using it.
<#elseif kind == "REFUSED">
A mail asked to give orders to <#list units as u>${u}<#sep>, </#sep></#list> and was refused: wrong password.
Nothing was queued; the orders of <#if units?size gt 1>these units<#else>${units[0]}</#if> are unchanged.
<#elseif kind == "PLAYER_REFUSED">
A mail signed as you (${units[0]}) was refused: wrong password. Nothing in it was done.
<#else>
<#list units as u>${u}<#sep>, </#sep></#list>: orders from <#if units?size gt 1>their<#else>its</#if> deputy ${deputy} were accepted.
If you send orders for <#if units?size gt 1>these units<#else>${units[0]}</#if> yourself, yours are carried out instead (GITM 6.1).
</#if>

<#if kind == "DEPUTY_ORDERS">
From:     <#if from?has_content>${from}<#else>(the mail gave no address)</#if>
<#else>
Claimed to come from: <#if from?has_content>${from} (unverified: anyone can write any address as a mail's sender)<#else>(the mail gave no address)</#if>
</#if>
Received: ${at}
<#if heldBack gt 0>

Since the last notice of this kind, ${heldBack} more <#if heldBack == 1>was<#else>were</#if> not mailed to you separately.
</#if>
<#if kind == "MODERATOR_REFUSED">

If that was not you or another moderator, someone may be trying to run the game in your name: moderator
commands need both a moderator's own address in the game file and his own password.
<#elseif kind == "SENDER_LOCKED">

The mails are kept in the robot's inbox table; the robot lifts the limit by itself.
<#elseif kind != "DEPUTY_ORDERS">

If that was not you or your deputy, somebody may be guessing: keep your password to yourself (you can change it
with NEW PASSWORD in a PLAYER block). The mail is kept for the moderators. Mail from your own address with your
password is always checked, whatever others send.
</#if>
You get at most one notice like this every ${window}; the robot does not answer a stranger on your behalf.
--
Adjutant, the order desk of ${gameTitle} (${game}). This notice was written by a robot.
