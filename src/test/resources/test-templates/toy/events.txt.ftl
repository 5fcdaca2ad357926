<#list lines as l>
${l}
</#list>
