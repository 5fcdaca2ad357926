package org.adjutant.gitm.combat;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.adjutant.gitm.order.BattleLine;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Dice;

/**
 * GITM 9.3 and 9.4 at the start of a segment (sections 5, 6.2): each side must have a front line, and a rear only
 * behind a second line, so a missing line takes a unit drawn at random; then the units fill the lines in proportion.
 * Each side's lines are no longer than twice the enemy's front (designed, section 26.12: men beyond the overlap of a
 * short line face nobody). Run again before the melee, it refills the front from the overflow after the fire's
 * losses. It also notes each
 * unit's men as the segment begins, against which its losses are measured (GITM 9.8).
 */
final class LinesForm implements BattleStep {
    private final Segment segment;

    LinesForm(Segment segment) {
        this.segment = segment;
    }

    @Override
    public Order order() {
        return segment == Segment.FIRE ? Order.LINES_FORM : Order.LINES_REFORM;
    }

    @Override
    public void run(Battle b) {
        if (segment == Segment.FIRE) {
            b.fought = true;
            for (Fighter f : b.fighters()) {
                f.foughtFromTheStart = f.present; // HQs holding a fort with their side are in the battle too
            }
        }
        Dice dice = b.field().dice("combat-lines");
        Map<Side, List<Frontage.Request>> requests = new EnumMap<>(Side.class);
        for (Side side : Side.values()) {
            List<Fighter> units = b.fighting(side);
            fillLines(units, dice);
            List<Frontage.Request> wanted = new ArrayList<>();
            for (Fighter f : units) {
                wanted.add(new Frontage.Request(f.id, f.line, Parts.of(b.unit(f), b.field().tuning()).spaces()));
            }
            requests.put(side, wanted);
        }
        CombatTuning t = b.field().tuning();
        for (Side side : Side.values()) {
            List<Fighter> units = b.fighting(side);
            double length = Frontage.facing(b.length, requests.get(side.other()), t.get(CombatTuning.Knob.SHORT_LINE));
            b.lineLength.put(side, length);
            Map<UnitId, Allocation> lines = Frontage.allocate(requests.get(side), length,
                    t.get(CombatTuning.Knob.REAR_FACTOR));
            for (Fighter f : units) {
                f.allocation = lines.get(f.id);
                f.menAtSegmentStart = b.unit(f).men();
            }
        }
    }

    /** GITM 9.3: no front line, a unit drawn from the side takes it; a rear but no second line, one of the rear. */
    static void fillLines(List<Fighter> units, Dice dice) {
        if (units.isEmpty()) {
            return;
        }
        if (units.stream().noneMatch(f -> f.line == BattleLine.FIRST)) {
            Fighter f = Field.pick(dice, "no front line: which of " + ids(units) + " takes it", units);
            f.line = BattleLine.FIRST;
        }
        List<Fighter> rear = units.stream().filter(f -> f.line == BattleLine.REAR).toList();
        if (!rear.isEmpty() && units.stream().noneMatch(f -> f.line == BattleLine.SECOND)) {
            Fighter f = Field.pick(dice, "a rear but no second line: which of " + ids(rear) + " moves up", rear);
            f.line = BattleLine.SECOND;
        }
    }

    private static List<UnitId> ids(List<Fighter> units) {
        return units.stream().map(Fighter::id).toList();
    }
}
