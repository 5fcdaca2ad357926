package org.adjutant.gitm.naval;

import java.util.ArrayList;
import java.util.List;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.sea.SeaChart;
import org.adjutant.gitm.map.sea.Station;
import org.adjutant.ruleset.Dice;

/**
 * One ship's passage along her course through the turn's two naval movement phases (PATE-MD movechance; docs/rules/
 * naval.md section 3.3). In each phase she tries the moves of her course one after another; the k-th move of a phase
 * (from 0) is made when a roll of d100 comes at or under her chance for that move's point of sail less 100 times k
 * (so 180 is one sure move and an 80% chance of a second). The first move she fails ends her phase. If she is still
 * short of her destination after the first phase, she rolls against the chance to end her move on the point of sail
 * she last tried, and on a roll at or under it sails no further this turn; a ship the wind kept in harbour on her
 * first try does not roll. Rolls are made only where the chance lies between 0 and 100, from the ship's own dice.
 *
 * @param moved    the stations she entered, in order
 * @param end      where she lies at the end
 * @param stopped  why she is short of her destination, in words; empty when she reached it
 */
public record Passage(List<Station> moved, Station end, String stopped) {
    public Passage {
        moved = List.copyOf(moved);
    }

    public boolean arrived() {
        return stopped.isEmpty();
    }

    /** The passage of {@code course} on {@code chart} in {@code wind}, rolled with {@code dice}. */
    public static Passage sail(Voyages.Course course, SeaChart chart, Wind wind, Dice dice) {
        Ship ship = course.ship();
        List<Station> left = new ArrayList<>(course.route());
        List<Station> moved = new ArrayList<>();
        Station at = ship.station();
        String why = "";
        for (int phase = 1; phase <= 2 && !left.isEmpty(); phase++) {
            String name = phase == 1 ? "first" : "second";
            PointOfSail last = null;
            boolean heldInHarbour = false;
            for (int k = 0; !left.isEmpty(); k++) {
                Station next = left.get(0);
                Direction heading = chart.heading(at, next).orElseThrow();
                PointOfSail point = wind.pointOf(heading);
                last = point;
                int chance = MoveChance.of(ship, phase, point) - 100 * k;
                boolean made = chance >= 100 || chance > 0 && dice.roll(ship.id() + " naval phase " + phase
                        + " move " + (k + 1) + " to " + next.key() + " (chance " + chance + "%)", 100) <= chance;
                if (!made) {
                    heldInHarbour = k == 0 && at instanceof Station.Harbor;
                    why = "in the " + name + " naval movement she could not make " + (k == 0 ? "her" : "another")
                            + " move, to " + next.describe(chart) + ", heading " + heading + " " + point.words()
                            + " (chance " + Math.max(chance, 0) + "%)";
                    break;
                }
                moved.add(next);
                left.remove(0);
                at = next;
            }
            if (phase == 1 && !left.isEmpty() && !heldInHarbour) {
                int end = MoveChance.endsInFirstPhase(ship.type(), last);
                if (end >= 100 || end > 0 && dice.roll(ship.id() + " ends her move after naval phase 1 (chance "
                        + end + "%)", 100) <= end) {
                    why = why + (why.isEmpty() ? "" : "; ") + "her move ended with the first naval movement ("
                            + "a " + ship.type().words() + " " + last.words() + ": chance " + end + "%)";
                    break;
                }
            }
        }
        return new Passage(moved, at, left.isEmpty() ? "" : why);
    }
}
