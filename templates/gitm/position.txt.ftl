<#-- GITM 5.3 position report: status of each unit (GITM 3.3) and the map around them. -->
${gameTitle} - positions at the start of campaign ${campaign}, turn ${campaignTurn} - for ${recipient.name}

<#list units as u>
${u.text}

</#list>
<#if !units?has_content>
You have no units this turn.
</#if>
<#if mapText?has_content>
${mapText}
</#if>
--
Adjutant, for ${gameTitle}.
