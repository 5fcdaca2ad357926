package org.adjutant.gitm.movement.tactical;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.BattleContacts;
import org.adjutant.gitm.sequence.Combat;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.sequence.TurnContext;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.UnitId;

/**
 * A combat plug-in for tests: it records the battles it is handed, and in the phases a test names it makes units
 * fail their morale check (GITM 8.8) and fall back to a given square, as GITM 9 will.
 */
final class ScriptedCombat implements Combat {
    private record Failure(Phase phase, UnitId unit, TacticalSquare fallBackTo, boolean morale) {
    }

    private final List<BattleContacts> received = new ArrayList<>();
    private final List<Failure> failures = new ArrayList<>();
    private final Combat real;

    ScriptedCombat() {
        this(null);
    }

    private ScriptedCombat(Combat real) {
        this.real = real;
    }

    /** Records the battles handed over and has {@code real} fight them; scripted failures are then ignored. */
    static ScriptedCombat recording(Combat real) {
        return new ScriptedCombat(real);
    }

    @Override
    public void afterMovement(Phase phase, TurnContext turn) {
        if (real != null) {
            real.afterMovement(phase, turn);
        }
    }

    /** In {@code phase}, {@code unit} fails its morale check and falls back to {@code square}. */
    ScriptedCombat fails(Phase phase, String unit, String square) {
        failures.add(new Failure(phase, UnitId.of(unit), TacticalSquare.of(square), true));
        return this;
    }

    /** In {@code phase}, {@code unit} falls back to {@code square} but passes its morale check. */
    ScriptedCombat fallsBack(Phase phase, String unit, String square) {
        failures.add(new Failure(phase, UnitId.of(unit), TacticalSquare.of(square), false));
        return this;
    }

    @Override
    public void fight(Phase phase, TurnContext turn, BattleContacts battles) {
        received.add(battles);
        if (real != null) {
            real.fight(phase, turn, battles);
            return;
        }
        for (Failure f : failures) {
            if (f.phase() == phase && battles.of(f.unit()).isPresent()) {
                if (f.morale()) {
                    turn.moraleCheckFailed(f.unit(), phase);
                }
                var u = turn.board().unit(f.unit());
                turn.board().moveTo(f.unit(), new Location(u.location().strategic(), f.fallBackTo()));
            }
        }
    }

    List<BattleContacts> received() {
        return received;
    }

    /** The battles handed over in one phase (empty if the combat step did not run then). */
    BattleContacts in(Phase phase) {
        return received.stream().filter(b -> b.phase() == phase).findFirst()
                .orElse(BattleContacts.none(phase));
    }

    Map<Phase, Integer> counts() {
        Map<Phase, Integer> result = new TreeMap<>();
        received.forEach(b -> result.put(b.phase(), b.size()));
        return result;
    }
}
