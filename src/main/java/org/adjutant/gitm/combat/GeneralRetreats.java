package org.adjutant.gitm.combat;

import org.adjutant.gitm.sequence.SupplyLedger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.adjutant.gitm.event.CasualtyCause;
import org.adjutant.gitm.event.GeneralRetreat;
import org.adjutant.gitm.event.MoraleChecked;
import org.adjutant.gitm.event.MoraleOutcome;
import org.adjutant.gitm.event.ShatterCause;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.12, as this project designs it (docs/rules/gitm-9-combat.md, section 14; on unless the game file switches it
 * off): after the battles of a phase, in each strategic square, a side (states actively allied to one another) of
 * which a third of the men fled the battles (retreated, routed or shattered), at least two units of it, has every
 * other combat unit there test its morale with the base chances of the 20-30% band. Those that fail retreat or rout
 * the same way; where the way is barred they surrender. One pass: failures here set off nothing more.
 */
final class GeneralRetreats {
    private GeneralRetreats() {
    }

    /** @param menAtStart every unit's men when the phase's combat began, for the shares */
    static void run(Field f, List<Battle> battles, Map<UnitId, Integer> menAtStart) {
        SortedMap<StrategicSquare, List<Battle>> bySquare = new TreeMap<>();
        for (Battle b : battles) {
            if (b.fought) {
                bySquare.computeIfAbsent(b.square(), k -> new ArrayList<>()).add(b);
            }
        }
        for (var e : bySquare.entrySet()) {
            for (List<String> side : sides(f, e.getValue())) {
                test(f, e.getKey(), side, e.getValue(), menAtStart);
            }
        }
        f.settleLosses();
    }

    /** The groups of actively allied states that fought in the square's battles, each sorted, in order. */
    private static List<List<String>> sides(Field f, List<Battle> battles) {
        Set<String> states = new TreeSet<>();
        for (Battle b : battles) {
            for (Fighter x : b.fighters()) {
                if (x.foughtFromTheStart && !x.headquarters) {
                    states.add(f.board().start().unit(x.id).orElseThrow().state());
                }
            }
        }
        List<List<String>> groups = new ArrayList<>();
        for (String s : states) {
            List<String> joined = null;
            for (List<String> g : groups) {
                if (g.stream().allMatch(o -> f.board().start().relation(o, s) == Relation.ALLIED)) {
                    joined = g;
                    break;
                }
            }
            if (joined == null) {
                joined = new ArrayList<>();
                groups.add(joined);
            }
            joined.add(s);
        }
        return groups;
    }

    private static void test(Field f, StrategicSquare square, List<String> side, List<Battle> battles,
                             Map<UnitId, Integer> menAtStart) {
        int fledMen = 0;
        int fledUnits = 0;
        Set<UnitId> fled = new TreeSet<>();
        for (Battle b : battles) {
            for (Fighter x : b.fighters()) {
                if (x.fled && side.contains(f.board().start().unit(x.id).orElseThrow().state())) {
                    fledMen += x.menAtPhaseStart;
                    fledUnits++;
                    fled.add(x.id);
                }
            }
        }
        int present = fledMen;
        List<Unit> others = new ArrayList<>();
        for (Unit u : f.board().unitsIn(square)) {
            if (side.contains(u.state()) && u.readiness() == Readiness.ACTIVE && u.type().isCombatUnit()
                    && !fled.contains(u.id())) {
                present += menAtStart.getOrDefault(u.id(), u.men());
                others.add(u);
            }
        }
        if (fledUnits < CombatConstants.GENERAL_RETREAT_MIN_UNITS
                || fledMen < f.tuning().get(CombatTuning.Knob.GENERAL_RETREAT_SHARE) * present - 1e-9
                || others.isEmpty()) {
            return;
        }
        f.events().add(new GeneralRetreat(f.phase(), square, side, fledMen, present, f.everyoneIn(square)));
        Dice dice = f.dice("general-retreat");
        for (Unit u : others) {
            MoraleCheck.Chances c = MoraleCheck.chancesInBand(u, CombatConstants.GENERAL_RETREAT_BAND,
                    Flanks.BOTH_ANCHORED, MoraleCheck.Melee.NONE);
            MoraleOutcome outcome = MoraleCheck.decide(u, c, dice, "general retreat in " + square + ": " + u.id());
            if (outcome.failed()) {
                f.turn().moraleCheckFailed(u.id(), f.phase());
            }
            if ((outcome == MoraleOutcome.RETREAT || outcome == MoraleOutcome.ROUT) && u.inFort()) {
                outcome = MoraleOutcome.FAILED_IN_FORT;
            }
            f.events().add(new MoraleChecked(f.phase(), u.id(), square, u.location().tactical(), 0, c.retreat(),
                    c.rout(), outcome, f.everyoneIn(square)));
            switch (outcome) {
                case SHATTER -> Shattering.shatter(f, u.id(), ShatterCause.EXHAUSTED);
                case RETREAT -> Retreat.retreat(f, u.id(), awayFromTheEnemy(f, u), GeneralRetreats::surrender);
                case ROUT -> Rout.rout(f, u.id(), GeneralRetreats::surrender);
                default -> {
                }
            }
        }
    }

    /** In a general retreat no way past the enemy: towards any hostile unit next to it, or beside that way. */
    private static Set<Direction> awayFromTheEnemy(Field f, Unit u) {
        Set<Direction> out = new TreeSet<>();
        for (Direction d : Direction.values()) {
            TacticalSquare t = u.location().tactical().step(d).orElse(null);
            if (t == null) {
                continue;
            }
            for (Unit o : f.board().unitsIn(u.location().strategic())) {
                if (o.location().tactical().equals(t) && o.isActive()
                        && f.board().relation(u, o) == Relation.HOSTILE) {
                    out.addAll(Field.withNeighbours(d));
                }
            }
        }
        return out;
    }

    /** GITM 9.12: a unit whose retreat or rout is barred gives itself up. */
    static boolean surrender(Field f, UnitId id, ShatterCause why) {
        Unit u = f.board().unit(id);
        int men = f.ledger().loseAll(id, CasualtyCause.SURRENDER);
        f.turn().supplyLedger().add(SupplyLedger.Flow.SURRENDERED, u.supplies());
        f.events().add(new Surrendered(f.phase(), id, u.location().strategic(), u.location().tactical(), men,
                f.everyoneIn(u.location().strategic())));
        f.board().remove(id);
        return false;
    }
}
