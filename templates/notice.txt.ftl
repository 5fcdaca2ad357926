<#-- A notice the robot sends on its own: reminders, grace, postponements, a moderator's announcement or the result of
     his command, a seat given away, an address confirmed. Model: gameId, gameTitle, name (the recipient, may be
     empty), lines (the body), deadline (lines about the next deadline, may be empty). One recipient per mail. -->
<#if name?has_content>
${name},

</#if>
<#list lines as l>
${l}
</#list>
<#if deadline?has_content>

<#list deadline as d>
${d}
</#list>
</#if>
--
Adjutant, the order desk of ${gameTitle} (${gameId}). This notice was written by a robot.
To write to the robot about this game, reply to this mail (keep [${gameId}] in the subject).
