<#-- To the moderators when an edit of a game file cannot be used. -->
The game file of ${gameId} (or the scenario it names) cannot be used:

<#list errors as e>
  ${e}
</#list>

<#if kept>The previous version stays in force: the schedule and players are unchanged until the file is fixed.
<#else>The game is not running until the file is fixed.
</#if>
--
Adjutant
