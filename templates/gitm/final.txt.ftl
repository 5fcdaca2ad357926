<#-- The final report (docs/rules/sow.md 17.6), sent with the whole truth when the game ends. Model: gameTitle,
     reason, victor (who won, or that nobody did; docs/rules/victory.md), states [{id, name, treasury, units, active, inactive, shattered, batteries,
     cities [text], cityLevels}].
     Also abbreviationLines: the lines of the key to the state ids, Cr, HQ and unit-id type codes its text uses. -->
${gameTitle} - the game has ended - final report

${reason}
${victor}

<#list states as s>
${s.name} (${s.id})
  treasury:        ${s.treasury?c} Cr
  units:           ${s.units?c}, with ${s.batteries?c} batteries
  men under arms:  ${s.active?c} active, ${s.inactive?c} inactive, ${s.shattered?c} shattered
  cities held:     <#if s.cities?has_content><#list s.cities as c>${c}<#sep>, </#sep></#list> (levels ${s.cityLevels?c})<#else>none</#if>

</#list>
<#if (abbreviationLines![])?has_content>
<#list abbreviationLines as a>
${a}
</#list>

</#if>
<#include "/footer.txt.ftl">
