<#-- The robot's lines at the end of every report, included by each ruleset's report templates. Model: gameId,
     gameTitle, deadline (lines about the next deadline; absent in previews). -->
<#if deadline?? && deadline?has_content>
<#list deadline as d>
${d}
</#list>
</#if>
--
<#if gameId??>
Adjutant, for ${gameTitle}. To send orders, reply to this mail (keep [${gameId}] in the subject) or write
to the robot's address with [${gameId}] in the subject.
<#else>
Adjutant, for ${gameTitle}.
</#if>
