<#-- GITM 5.3 event report, plain text. Model: gameTitle, turnName (what players call the turn: "campaign 1,
     turn 3", "deployment turn"), turnText (the same inside a sentence: "the deployment turn"), nextText (the turn
     after it, absent when the game is over), recipient, events [{phase, text}] in the order the turn ran them, branchKey (what the branch letters stand for). Edit freely; keep every value printed as it is.
     Also abbreviationLines: the lines of the key to the state ids, Cr, HQ and unit-id type codes its text uses. -->
${gameTitle} - ${turnName}
Events observed by the units of ${recipient.name}
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

Hostile and neutral troops are described as your units saw them: their state, an estimate of their
size and the branches seen (${branchKey}), which may be wrong.

<#if (abbreviationLines![])?has_content>
<#list abbreviationLines as a>
${a}
</#list>

</#if>
<#include "/footer.txt.ftl">
