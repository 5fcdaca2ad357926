<#-- GITM 5.3 position report, plain text. Model: gameTitle, turnName, turnText, nextText (as events.txt.ftl:
     the turn just run, and the one this position is the start of), recipient,
     units [{title, fields [{label, value}], text}], mapText, stacks [{square, label, side, condition, exact}],
     tactical [{square, troops [..], sieges [..], text, hasPicture, cid}], moreSquares [{square, troops, sieges}],
     sieges [..], minister, ministerOf [..], intelligence [..], supply [{state, name, stores, cities [..],
     corps [..], unsupplied [..], cutOff [..], hungry [..], inactive, movements [..]}] (a War Minister's supply picture, GITM 10),
     treasury [{state, name, opening, groups [{title, lines [..]}], closing, quiet, standing [..]}] (each row {label, amount, text}: the
     statements of the states whose War Minister or Treasury Minister he is, SoW), ships [{state, name, ships [..], sighted [..] (other states' ships in sight),
     charts [{title, areas [..], cid (the chart's picture, shown in the HTML part)}]}]
     (a line for each ship of the states he is an officer of, docs/rules/naval.md), branchKey (what the branch letters of a stack
     stand for), fortKey (what the F after a unit id means) printed where unitsInFort (one of his units is in a
     fort), a tactical entry's fortSuffix (its troops show one) or moreInFort (those of the other squares do).
     Also abbreviationLines: the lines of the key to the state ids, Cr, HQ and unit-id type codes its text uses. -->
${gameTitle} - ${turnName}
Positions after ${turnText}<#if nextText??>, at the start of ${nextText}</#if>, for ${recipient.name}
<#if minister>War Minister of ${ministerOf?join(", ")}: every unit of your state is listed.</#if>

== Your units ==
<#if unitsInFort>
${fortKey}
</#if>

<#list units as u>
${u.text}
<#else>
You have no units this turn.

</#list>
<#if sieges?has_content>
== Sieges ==
<#list sieges as s>
  ${s}
</#list>

</#if>
<#if stacks?has_content>
== Troops on the strategic map ==
<#list stacks as s>
  ${s.square}: ${s.label}<#if !s.exact> (estimate)</#if>, ${s.side}<#if s.condition != "active">, ${s.condition}</#if>
</#list>
  Branch letters: ${branchKey}.

</#if>
<#if mapText?has_content>
${mapText}
</#if>
<#list tactical as t>
== Tactical map of ${t.square} ==
<#if t.text?has_content>
${t.text}
<#else>
<#list t.troops as l>
  ${l}
</#list>
<#list t.sieges as c>
  ${c}
</#list>
<#if t.fortSuffix>
  ${fortKey}
</#if>
</#if>

</#list>
<#if moreSquares?has_content>
== Other squares where you have units (tactical maps left out to keep this mail small) ==
<#if moreInFort>
${fortKey}
</#if>
<#list moreSquares as t>
${t.square}:
<#list t.troops as l>
  ${l}
</#list>
<#list t.sieges as c>
  ${c}
</#list>
</#list>

</#if>
<#list supply as s>
== Supply of ${s.name} (${s.state}) ==
Cities (${s.stores} supplies stored in all):
<#list s.cities as c>
  ${c}
<#else>
  none
</#list>
<#if s.corps?has_content>
Corps HQs:
<#list s.corps as c>
  ${c}
</#list>
</#if>
Units carrying no supplies and with no source to draw from:
<#list s.unsupplied as u>
  ${u}
<#else>
  none
</#list>
Units out of communications:
<#list s.cutOff as u>
  ${u}
<#else>
  none
</#list>
<#if s.hungry?has_content>
Went without supplies this turn:
<#list s.hungry as h>
  ${h}
</#list>
</#if>
<#if s.inactive gt 0>
Inactive units (they need neither): ${s.inactive}
</#if>
<#if s.movements?has_content>
Supply movements this turn:
<#list s.movements as m>
  ${m}
</#list>
</#if>

</#list>
<#list ships as f>
== Ships of ${f.name} (${f.state}) ==
<#list f.ships as s>
  ${s}
<#else>
  None.
</#list>
<#if f.sighted?has_content>
Other states' ships in sight of your ships and of the ports you hold, known by their rate and colours:
<#list f.sighted as s>
  ${s}
</#list>
</#if>
<#list f.charts as c>

Sea chart, ${c.title}: each sea area with its code [your ships in it], the areas it leads to and their headings, and
its ports (your ships in harbour or off them). SAIL names a port, COAST <port> or a sea area (docs/orders.md).
<#list c.areas as a>
  ${a}
</#list>
</#list>

</#list>
<#list treasury as t>
== Treasury of ${t.name} (${t.state}) ==
${t.opening.text}
<#list t.groups as g>
${g.title.text}
<#list g.lines as l>
${l.text}
</#list>
</#list>
${t.closing.text}
<#if t.quiet>
(Nothing came in or went out this turn (the deployment turn has no income and no upkeep).)
</#if>
<#list (t.standing)![] as m>
${m}
</#list>

</#list>
<#if minister>
== Reports from the War Ministry's own sources (one turn old, not always accurate) ==
<#list intelligence as i>
  ${i}
<#else>
  No reports this turn.
</#list>
<#if intelligence?has_content && !stacks?has_content>
  Branch letters: ${branchKey}.
</#if>

</#if>
<#if (abbreviationLines![])?has_content>
<#list abbreviationLines as a>
${a}
</#list>

</#if>
<#include "/footer.txt.ftl">
