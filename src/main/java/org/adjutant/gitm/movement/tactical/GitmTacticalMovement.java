package org.adjutant.gitm.movement.tactical;

import java.util.Map;
import java.util.WeakHashMap;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TacticalMovement;
import org.adjutant.gitm.sequence.TurnContext;

/**
 * GITM 8 as the turn engine's tactical plug-in: {@code TurnPlugins.standard().withTactical(new
 * GitmTacticalMovement())}. One engine serves many turns, so what a turn has under way (moves spanning phases) is
 * kept per {@link TurnContext} and dropped with it: the map's keys are weak, and its values ({@link TacticalTurn})
 * must not refer back to the turn, or no turn would ever be dropped. The battles it opens are on the board for the combat step
 * ({@code Board.contacts}); a unit the combat reports as failing a morale check
 * ({@code TurnContext.moraleCheckFailed}) engages no more that turn (GITM 8.8).
 */
public final class GitmTacticalMovement implements TacticalMovement {
    private final TacticalSight sight;
    private final BesiegedCities sieges;
    private final Map<TurnContext, TacticalTurn> turns = new WeakHashMap<>();

    /** Sight by {@link TacticalSight#NEARBY}; besieged cities as the turn's siege plug-in says. */
    public GitmTacticalMovement() {
        this(TacticalSight.NEARBY, null);
    }

    /**
     * @param sight  who sees which tactical squares (GITM 4.4)
     * @param sieges which cities are besieged (GITM 8.4); null to ask the turn's siege plug-in
     */
    public GitmTacticalMovement(TacticalSight sight, BesiegedCities sieges) {
        this.sight = sight;
        this.sieges = sieges;
    }

    @Override
    public void run(Phase phase, TurnContext turn) {
        turnOf(turn).run(phase, turn);
    }

    private TacticalTurn turnOf(TurnContext turn) {
        synchronized (turns) {
            return turns.computeIfAbsent(turn, t -> new TacticalTurn(t, sight,
                    sieges != null ? sieges : BesiegedCities.from(t.plugins().sieges())));
        }
    }
}
