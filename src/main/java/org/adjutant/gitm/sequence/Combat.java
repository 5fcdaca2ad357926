package org.adjutant.gitm.sequence;

/**
 * Battles after tactical movement in tactical phases 1-4 (GITM 5.2, 9), after bombardment. The combat work plugs in
 * here and marks the units whose morale the battles moved ({@link TurnContext#moraleMovedByEvents});
 * {@link NoCombatYet} fights no battle.
 */
public interface Combat extends TurnStep {
}
