<#-- GITM 5.3: the events this player's units observed. Model: gameTitle, turn, recipient, events [{phase, text}] -->
${gameTitle} - turn ${turn} - events observed by the units of ${recipient.name}

<#if events?has_content>
<#assign lastPhase = "">
<#list events as e>
<#if e.phase != lastPhase>

${e.phase}
<#assign lastPhase = e.phase>
</#if>
  - ${e.text}
</#list>
<#else>
Your units observed nothing this turn.
</#if>

--
Adjutant, for ${gameTitle}. Send next turn's orders by replying to the robot's address.
