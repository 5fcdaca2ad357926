package org.adjutant.gitm.combat;

import java.util.Optional;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.movement.Flight;
import org.adjutant.gitm.unit.Location;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.8 rout (docs/rules/gitm-9-combat.md, section 10.5): one strategic step in a direction drawn at random, a
 * blocked one included; if a march that way would be refused now ({@link Flight#stepBlocked}), the unit shatters.
 * It scatters 5-15% of its men (half stragglers, half prisoners), gains 3 fatigue, and its tactical orders are void
 * for the rest of the turn; its strategic orders stand.
 */
public final class Rout {
    private Rout() {
    }

    /** Routs the unit; returns false when it shattered (or was destroyed) instead. */
    public static boolean rout(Field f, UnitId id) {
        return rout(f, id, Retreat.Blocked.SHATTERS);
    }

    /** As {@link #rout(Field, UnitId)}, with {@code blocked} deciding the fate of a blocked rout. */
    public static boolean rout(Field f, UnitId id, Retreat.Blocked blocked) {
        Unit u = f.board().unit(id);
        Dice dice = f.dice("combat-rout");
        Direction d = Direction.values()[dice.roll(id + " routs: direction (N, NE, ... NW)", 8) - 1];
        Optional<String> barred = Flight.stepBlocked(f.board(), f.turn().plugins().sieges(), u, d);
        if (barred.isPresent()) {
            return blocked.apply(f, id, ShatterCause.ROUT_BLOCKED);
        }
        StrategicSquare from = u.location().strategic();
        StrategicSquare to = from.step(d).orElseThrow();
        TacticalSquare at = Flight.entry(f.board(), u, to, d).orElseThrow();
        int percent = dice.roll(id + " routs: share of its men scattered (5-15%)",
                CombatConstants.ROUT_LOSS_MAX - CombatConstants.ROUT_LOSS_MIN + 1) + CombatConstants.ROUT_LOSS_MIN - 1;
        double scattered = percent * f.tuning().get(CombatTuning.Knob.ROUT_LOSS) / 100.0;
        int lost = f.ledger().lose(id, (int) Math.round(u.men() * Math.min(1, scattered)), CasualtyCause.ROUT);
        f.board().put(f.board().unit(id).toBuilder().location(new Location(to, at)).inFort(false).build()
                .adjustFatigue(CombatConstants.ROUT_FATIGUE));
        ContactRecord.of(f.turn()).beaten(id, f.phase());
        f.turn().cancelTacticalOrders(id);
        f.turn().moraleCheckFailed(id, f.phase());
        f.events().add(new Routed(f.phase(), id, from, to, at, lost, f.everyoneIn(from, to)));
        return true;
    }
}
