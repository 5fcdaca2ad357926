<#-- The moderator's summary: the whole truth, plus the orders each unit executed (source SUBMITTED or DEFAULT). -->
${gameTitle} - turn ${turn} - moderator's summary

Orders executed (GITM 6.1, 6.9):
<#if frozenOrders??>
<#list frozenOrders as o>
  ${o.unitId} [${o.source}]: <#list o.lines as l>${l}<#sep>; </#sep></#list>
</#list>
</#if>

Events:
<#list events as e>
  ${e.phase}: ${e.text}
</#list>

Units:
<#list units as u>
${u.text}

</#list>
