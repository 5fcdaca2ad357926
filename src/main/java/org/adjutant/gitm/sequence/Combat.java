package org.adjutant.gitm.sequence;

import org.adjutant.gitm.movement.BattleContacts;

/**
 * Battles after tactical movement in tactical phases 1-4 (GITM 5.2, 9), after bombardment. The combat work plugs in
 * here and receives the phase's battles as tactical movement left them ({@link BattleContacts}: where, who on which
 * side, how each began, who moved in). It marks the units whose morale the battles moved
 * ({@link TurnContext#moraleMovedByEvents}) and the units that failed a morale check
 * ({@link TurnContext#moraleCheckFailed}), which then stop engaging (GITM 8.8). {@link NoCombatYet} fights no battle.
 */
@FunctionalInterface
public interface Combat extends TurnStep {
    void fight(Phase phase, TurnContext turn, BattleContacts battles);

    /** Hands the combat the battles the board holds for this phase. */
    @Override
    default void run(Phase phase, TurnContext turn) {
        fight(phase, turn, turn.board().contacts(phase));
    }
}
