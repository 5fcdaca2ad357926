/**
 * GITM 9 (with 3.6, 3.7, 8.8, 10.9-10.10 and 12): bombardment and battles, run as ordered lists of small steps, each
 * named after the mechanic it implements. docs/rules/gitm-9-combat.md is the design; {@link
 * org.adjutant.gitm.combat.CombatConstants} holds every number.
 */
package org.adjutant.gitm.combat;
