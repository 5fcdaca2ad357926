<#-- The moderator's summary: the whole truth. Model: gameTitle, turnName, turnText, nextText (as events.txt.ftl),
     frozenOrders [{unitId, source, lines}], events [{phase, text}], units [{title, fields, text}], sieges [..], mapText,
     fortKey (what the F after a unit id means), unitsInFort (whether any title shows it), treasury [..] (every state's
     statement, as in the position report, its standing with true garrisons beside the estimates).
     Also abbreviationLines: the lines of the key to the state ids, Cr, HQ and unit-id type codes its text uses. -->
${gameTitle} - ${turnName} - moderator's summary
Positions after ${turnText}<#if nextText??>, at the start of ${nextText}</#if>.

Orders executed (GITM 6.1, 6.9):
<#if frozenOrders??>
<#list frozenOrders as o>
  ${o.unitId} [${o.source}]: <#list o.lines as l>${l}<#sep>; </#sep></#list>
</#list>
</#if>

Events:
<#list events as e>
  ${e.phase}: ${e.text}
<#else>
  none
</#list>
<#if sieges?has_content>

Sieges:
<#list sieges as s>
  ${s}
</#list>
</#if>
<#list treasury as t>

Treasury of ${t.name} (${t.state}):
${t.opening.text}
<#list t.groups as g>
${g.title.text}
<#list g.lines as l>
${l.text}
</#list>
</#list>
${t.closing.text}
<#list (t.standing)![] as m>
${m}
</#list>
</#list>

Units:
<#if unitsInFort>
${fortKey}

</#if>
<#list units as u>
${u.text}
</#list>
<#if mapText?has_content>
${mapText}
</#if>

<#if (abbreviationLines![])?has_content>
<#list abbreviationLines as a>
${a}
</#list>

</#if>
<#include "/footer.txt.ftl">
