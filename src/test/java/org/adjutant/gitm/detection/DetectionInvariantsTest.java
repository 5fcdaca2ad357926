package org.adjutant.gitm.detection;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.bench.DetectionPositions;
import org.adjutant.gitm.map.Direction;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Recipient;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Detection on a crowded made-up position (the benchmark's, 1,500 units), checked against plain all-pairs versions of
 * the rules written independently here: the square index and the sector arithmetic must not change any answer.
 */
class DetectionInvariantsTest {
    private static DetectionPositions.Position position;
    private static Detection detection;

    @BeforeAll
    static void build() {
        position = DetectionPositions.of(1500, 42L);
        detection = Detection.of(position.state(), position.map());
    }

    private static boolean allied(GitmState s, Unit a, Unit b) {
        return s.relation(a.state(), b.state()) == Relation.ALLIED;
    }

    @Test
    @DisplayName("GITM 4.1 the square index finds exactly the units an all-pairs check within the ranges finds")
    void gitm_4_1_indexMatchesAllPairs() {
        GitmState s = position.state();
        for (Unit o : s.units()) {
            Set<String> expected = new TreeSet<>();
            for (Unit t : s.units()) {
                if (t == o || !o.isActive()) {
                    continue;
                }
                int d = o.location().strategic().distanceTo(t.location().strategic());
                int range = allied(s, o, t) ? (o.type() == org.adjutant.gitm.unit.UnitType.AQ ? 5 : 3)
                        : (o.type() == org.adjutant.gitm.unit.UnitType.LC && o.men() >= 250 ? 2 : 1);
                if (d <= range) {
                    expected.add(t.id().toString());
                }
            }
            Set<String> found = new TreeSet<>();
            detection.strategicContacts(o).forEach(t -> found.add(t.id().toString()));
            assertThat(found).as(o.id().toString()).isEqualTo(expected);
        }
    }

    /** The sector by angle, independently of the integer arithmetic in the code. */
    private static Direction sectorByAngle(int dx, int dy) {
        double degrees = Math.toDegrees(Math.atan2(-dy, dx)); // counter-clockwise from east, north up
        int step = (int) Math.floorMod(Math.round(degrees / 45.0), 8L);
        Direction[] ccwFromEast = {Direction.E, Direction.NE, Direction.N, Direction.NW, Direction.W, Direction.SW,
                Direction.S, Direction.SE};
        return ccwFromEast[step];
    }

    @Test
    @DisplayName("GITM 4.2 sightings match a plain reading: friends, plus per direction the nearest, HQs transparent")
    void gitm_4_2_sightingsMatchPlainReading() {
        GitmState s = position.state();
        for (Unit o : s.units()) {
            Set<String> expected = new TreeSet<>();
            List<Unit> others = new ArrayList<>();
            for (Unit t : s.unitsIn(o.location().strategic())) {
                if (t == o) {
                    continue;
                }
                if (allied(s, o, t)) {
                    expected.add(t.id().toString());
                } else {
                    others.add(t);
                }
            }
            if (o.isActive() && !o.isHeadquarters()) {
                TacticalSquare at = o.location().tactical();
                for (Unit t : others) {
                    TacticalSquare p = t.location().tactical();
                    if (p.equals(at)) {
                        expected.add(t.id().toString());
                        continue;
                    }
                    Direction dir = sectorByAngle(p.col() - at.col(), p.row() - at.row());
                    boolean screened = others.stream().anyMatch(x -> !x.isHeadquarters()
                            && !x.location().tactical().equals(at)
                            && sectorByAngle(x.location().tactical().col() - at.col(),
                            x.location().tactical().row() - at.row()) == dir
                            && at.distanceTo(x.location().tactical()) < at.distanceTo(p));
                    if (!screened) {
                        expected.add(t.id().toString());
                    }
                }
            }
            Set<String> found = new TreeSet<>();
            detection.tacticalSightings(o).forEach(t -> found.add(t.id().toString()));
            assertThat(found).as(o.id().toString()).isEqualTo(expected);
        }
    }

    @Test
    @DisplayName("GITM 4.6, 1.4 every view lists each own unit once, counts friends exactly, and is the same when redrawn")
    void gitm_4_6_viewsConsistentAndRepeatable() {
        DiceSource dice = DiceSource.forTurn(5L, 2);
        Detection again = Detection.of(position.state(), position.map());
        for (Recipient r : position.players()) {
            PlayerView v = detection.view(r, dice);
            List<String> ownListed = new ArrayList<>();
            v.stacks().stream().filter(StrategicStack::isOwn).forEach(st -> st.own().forEach(id ->
                    ownListed.add(id.toString())));
            assertThat(ownListed).as(r.name()).containsExactlyInAnyOrderElementsOf(r.units());
            for (StrategicStack st : v.stacks()) {
                assertThat(st.estimate().exact()).isEqualTo(st.allegiance() == Allegiance.FRIENDLY);
                assertThat(v.shown()).contains(st.square());
            }
            assertThat(again.view(r, dice)).isEqualTo(v);
        }
    }

    @Test
    @DisplayName("GITM 4.1, 4.6 a player's map shows exactly what any of his units detects, friends counted unit by unit")
    void gitm_4_6_viewIsTheUnionOfHisUnitsDetection() {
        DiceSource dice = DiceSource.forTurn(5L, 3);
        GitmState s = position.state();
        for (Recipient r : position.players()) {
            java.util.Set<Unit> own = new java.util.HashSet<>();
            r.units().forEach(id -> s.unit(id).ifPresent(own::add));
            java.util.Set<Unit> known = new java.util.HashSet<>(own);
            for (Unit u : own) {
                for (Unit t : s.units()) {
                    int range = allied(s, u, t) ? StrategicRanges.friends(u) : StrategicRanges.others(u);
                    if (u.location().strategic().distanceTo(t.location().strategic()) <= range) {
                        known.add(t);
                    }
                }
            }
            PlayerView v = detection.view(r, dice);
            java.util.Set<org.adjutant.gitm.map.StrategicSquare> squares = new java.util.TreeSet<>();
            known.forEach(t -> squares.add(t.location().strategic()));
            assertThat(new java.util.TreeSet<>(v.stacks().stream().map(StrategicStack::square).toList()))
                    .as(r.name()).isEqualTo(squares);
            Viewer viewer = Viewer.of(r, s);
            long friends = known.stream().filter(t -> detection.allegiance(viewer, t) == Allegiance.FRIENDLY).count();
            assertThat(v.stacks().stream().filter(st -> st.allegiance() == Allegiance.FRIENDLY)
                    .mapToLong(st -> st.estimate().units()).sum()).as(r.name()).isEqualTo(friends);
        }
    }

    @Test
    @DisplayName("GITM 4.4 the three audiences of a tactical move never overlap, and the mover always knows")
    void gitm_4_4_audiencesDisjoint() {
        GitmState s = position.state();
        int[] seen = new int[3];
        List<TacticalSquare> targets = List.of(TacticalSquare.of("0-0"), TacticalSquare.of("14-0"),
                TacticalSquare.of("0-14"), TacticalSquare.of("14-14"), TacticalSquare.centre());
        for (Unit u : s.units()) {
            boolean contested = s.unitsIn(u.location().strategic()).stream().anyMatch(o -> !allied(s, o, u));
            if (!contested) {
                continue;
            }
            TacticalSquare from = u.location().tactical();
            for (TacticalSquare to : targets) {
                TacticalMoveWitnesses w = detection.tacticalMoveWitnesses(u, u.location().strategic(), from, to);
                Set<String> whole = w.whole().observers();
                Set<String> start = w.startOnly().observers();
                Set<String> end = w.endOnly().observers();
                assertThat(whole).contains(u.id().toString());
                assertThat(whole.stream().filter(start::contains)).isEmpty();
                assertThat(whole.stream().filter(end::contains)).isEmpty();
                assertThat(start.stream().filter(end::contains)).isEmpty();
                boolean othersSawWhole = whole.stream().anyMatch(id -> s.unit(id)
                        .map(o -> !allied(s, o, u)).orElse(false));
                seen[0] += othersSawWhole ? 1 : 0;
                seen[1] += start.isEmpty() ? 0 : 1;
                seen[2] += end.isEmpty() ? 0 : 1;
            }
        }
        assertThat(java.util.Arrays.stream(seen).min().orElse(0)).as("the position exercises every case: %s",
                java.util.Arrays.toString(seen)).isPositive();
    }
}
