package org.adjutant.gitm.sequence;

import org.adjutant.gitm.movement.BattleContacts;

/**
 * Battles after tactical movement in tactical phases 1-4 (GITM 5.2, 9), after bombardment. The combat work plugs in
 * here and receives the phase's battles as tactical movement left them ({@link BattleContacts}: where, who on which
 * side, how each began, who moved in). It marks the units whose morale the battles moved
 * ({@link TurnContext#moraleMovedByEvents}) and the units that failed a morale check
 * ({@link TurnContext#moraleCheckFailed}), which then stop engaging (GITM 8.8). {@link NoCombat} fights no battle.
 */
@FunctionalInterface
public interface Combat extends TurnStep {
    void fight(Phase phase, TurnContext turn, BattleContacts battles);

    /**
     * Called after the movement of every strategic and tactical phase, before bombardment: what the combat rules ask
     * of units that movement brought together outside a battle (GITM 12.4: a shattered unit an enemy came upon moves
     * on). Nothing by default.
     */
    default void afterMovement(Phase phase, TurnContext turn) {
    }

    /** Hands the combat the battles the board holds for this phase. */
    @Override
    default void run(Phase phase, TurnContext turn) {
        fight(phase, turn, turn.board().contacts(phase));
    }
}
