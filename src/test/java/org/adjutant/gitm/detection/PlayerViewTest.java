package org.adjutant.gitm.detection;

import static org.adjutant.gitm.detection.Places.at;
import static org.adjutant.gitm.detection.Places.detection;
import static org.adjutant.gitm.detection.Places.square;
import static org.adjutant.gitm.detection.Places.world;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.adjutant.gitm.map.Nation;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.render.Marker;
import org.adjutant.gitm.render.MarkerShape;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.Recipient;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class PlayerViewTest {

    private static Recipient player(String name, Set<String> commands, Set<String> deputyFor) {
        return new Recipient(name, name + "@example.org", commands, deputyFor, Set.of(), false);
    }

    private static final Recipient TAYLOR = player("taylor", Set.of("US1IN"), Set.of("US2LC"));
    private static final Recipient SCOTT = player("scott", Set.of("US3IN", "US4IN"), Set.of());

    /**
     * Taylor's US1IN and US2LC at J9-V4; Scott's US3IN six squares east (seeing MX9IN beyond it) and US4IN on
     * Taylor's tactical map; Mexicans around Taylor: a brigade of four infantry and a battery one square east, an
     * inactive regiment one square south, a shattered one one square west; Yucatan (neutral) one square north.
     */
    private static ScenarioBuilder battlefield() {
        ScenarioBuilder b = world().state("YUC", "Yucatan", Nation.MX, 0).neutral("YUC")
                .unit("US1IN", "US", at(0, 0, "7-7")).unit("US2LC", "US", at(0, 0, "7-7"))
                .unit("US3IN", "US", at(6, 0)).unit("MX9IN", "MEX", at(7, 0))
                .unit("US4IN", "US", at(0, 0, "0-0"))
                .units("MXIN", 1, 4, "MEX", at(1, 0)).unit("MX1MA", "MEX", at(1, 0))
                .unit("MX6IN", "MEX", at(0, 1), u -> u.readiness(Readiness.INACTIVE))
                .unit("MX7IN", "MEX", at(-1, 0), u -> u.readiness(Readiness.SHATTERED))
                .unit("MX20IN", "YUC", at(0, -1))
                .unit("US5IN", "US", at(3, 3));
        return b;
    }

    private static PlayerView view(GitmState s, Recipient r) {
        return detection(s).view(r, RuleDice.truthfulSource());
    }

    private static List<String> labels(PlayerView v, String sq) {
        return v.stacksAt(StrategicSquare.of(sq)).stream().map(StrategicStack::label).toList();
    }

    @Test
    @DisplayName("GITM 4.6 on the strategic map a player sees only what the units of his personal command detect")
    void gitm_4_6_strategicOnlyOwnCommand() {
        GitmState s = battlefield().build();
        PlayerView taylor = view(s, TAYLOR);
        assertThat(taylor.stacks()).extracting(StrategicStack::label).doesNotContain("MEX 1 regiment I")
                .noneMatch(l -> l.contains("MX9IN"));
        assertThat(taylor.markers()).doesNotContainKey(StrategicSquare.of(square(7, 0)));
        PlayerView scott = view(s, SCOTT);
        assertThat(labels(scott, square(7, 0))).containsExactly("MEX regiment I");
    }

    @Test
    @DisplayName("GITM 1.4, 4.1 his own units by id, same-side counts exact, enemy stacks estimated with state and letters")
    void gitm_1_4_labels() {
        PlayerView taylor = view(battlefield().build(), TAYLOR);
        assertThat(labels(taylor, square(0, 0))).containsExactly("US1IN US2LC", "US 1 unit I");
        assertThat(labels(taylor, square(1, 0))).containsExactly("MEX brigade IA");
        assertThat(labels(taylor, square(3, 3))).containsExactly("US 1 unit I");
        assertThat(labels(taylor, square(0, -1))).containsExactly("YUC regiment I");
    }

    @Test
    @DisplayName("GITM 1.4 blue for his side, red for hostile, grey for neutral; tent for inactive, boxed S for shattered")
    void gitm_1_4_markers() {
        PlayerView taylor = view(battlefield().build(), TAYLOR);
        assertThat(taylor.markers().get(StrategicSquare.of(square(0, 0)))).extracting(Marker::allegiance, Marker::shape)
                .containsOnly(org.assertj.core.groups.Tuple.tuple(Allegiance.FRIENDLY, MarkerShape.FLAG));
        assertThat(taylor.markers().get(StrategicSquare.of(square(1, 0)))).singleElement()
                .isEqualTo(new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "MEX brigade IA"));
        assertThat(taylor.markers().get(StrategicSquare.of(square(0, 1)))).singleElement()
                .isEqualTo(new Marker(Allegiance.HOSTILE, MarkerShape.TENT, "MEX regiment I"));
        assertThat(taylor.markers().get(StrategicSquare.of(square(-1, 0)))).singleElement()
                .isEqualTo(new Marker(Allegiance.HOSTILE, MarkerShape.SHATTERED, "MEX regiment I"));
        assertThat(taylor.markers().get(StrategicSquare.of(square(0, -1)))).singleElement()
                .extracting(Marker::allegiance).isEqualTo(Allegiance.NEUTRAL);
    }

    @Test
    @DisplayName("GITM 4.1 a position report shows every square within 5 of an active unit of the player")
    void gitm_4_1_shownSquares() {
        PlayerView taylor = view(battlefield().build(), TAYLOR);
        assertThat(taylor.shown()).hasSize(11 * 11)
                .contains(StrategicSquare.of(square(5, -5)), StrategicSquare.of(square(-5, 5)))
                .doesNotContain(StrategicSquare.of(square(6, 0)), StrategicSquare.of(square(0, -6)));
    }

    @Test
    @DisplayName("GITM 4.1 a player whose units are all inactive is shown only their squares, and sees no one else")
    void gitm_4_1_inactiveOnly() {
        GitmState s = battlefield().unit("US8IN", "US", at(-3, -3), u -> u.readiness(Readiness.INACTIVE)).build();
        PlayerView v = view(s, player("worth", Set.of("US8IN"), Set.of()));
        assertThat(v.shown()).containsExactly(StrategicSquare.of(square(-3, -3)));
        assertThat(v.stacks()).singleElement().satisfies(st -> {
            assertThat(st.label()).isEqualTo("US8IN");
            assertThat(st.shape()).isEqualTo(MarkerShape.TENT);
        });
    }

    @Test
    @DisplayName("GITM 4.6 on the tactical map a player sees what any same-side unit on that map sees")
    void gitm_4_6_tacticalPooled() {
        GitmState s = battlefield()
                .unit("MX10IN", "MEX", at(0, 0, "5-9"))   // two squares south-west of US1IN: screens that way
                .unit("MX8IN", "MEX", at(0, 0, "2-12"))   // behind MX10IN for US1IN, but in plain sight of US4IN
                .unit("MX12IN", "MEX", at(0, 0, "0-14"))  // screened from both
                .build();
        PlayerView taylor = view(s, TAYLOR);
        TacticalView map = taylor.tactical().get(StrategicSquare.of(square(0, 0)));
        assertThat(map.all()).extracting(u -> u.id().toString())
                .containsExactlyInAnyOrder("US1IN", "US2LC", "US4IN", "MX10IN", "MX8IN");
        assertThat(map.markers().get(TacticalSquare.of("2-12"))).containsExactly(
                new Marker(Allegiance.HOSTILE, MarkerShape.FLAG, "MX8IN"));
        assertThat(taylor.tactical()).as("only maps where he has units").containsOnlyKeys(
                StrategicSquare.of(square(0, 0)));
    }

    @Test
    @DisplayName("GITM 4.6 an enemy player's sightings never reach the player")
    void gitm_4_6_enemySightNotShared() {
        GitmState s = battlefield().unit("MX30IN", "MEX", at(0, 0, "7-9")).unit("MX31IN", "MEX", at(0, 0, "7-12"))
                .build();
        // MX30IN screens MX31IN from US1IN (south); US4IN at 0-0 sees MX30IN south-east before MX31IN.
        PlayerView taylor = view(s, TAYLOR);
        assertThat(taylor.tactical().get(StrategicSquare.of(square(0, 0))).all()).extracting(u -> u.id().toString())
                .contains("MX30IN").doesNotContain("MX31IN");
    }

    @Test
    @DisplayName("GITM 2.6 units in a fort show an F after their id on the tactical map")
    void gitm_2_6_fortMark() {
        GitmState s = battlefield().unit("US6IN", "US", at(0, 0, "7-8"), u -> u.inFort(true)).build();
        TacticalView map = view(s, TAYLOR).tactical().get(StrategicSquare.of(square(0, 0)));
        assertThat(map.markers().get(TacticalSquare.of("7-8"))).extracting(Marker::label).containsExactly("US6INF");
    }

    @Test
    @DisplayName("GITM 4.1 two reports of the same stack to the same player in one turn agree")
    void gitm_4_1_stableWithinTurn() {
        GitmState s = battlefield().units("MXIN", 40, 12, "MEX", at(1, 1)).build();
        DiceSource turn = DiceSource.forTurn(99L, 3);
        PlayerView first = detection(s).view(TAYLOR, turn);
        turn.dice("some other purpose").roll("noise", 6);
        PlayerView second = detection(s).view(TAYLOR, turn);
        assertThat(second.stacks()).isEqualTo(first.stacks());
        assertThat(second.markers()).isEqualTo(first.markers());
    }

    @Test
    @DisplayName("GITM 4.1 different players may read the same enemy stack differently")
    void gitm_4_1_observersDiffer() {
        GitmState s = battlefield().units("MXIN", 40, 5, "MEX", at(1, 1)).build();
        DiceSource turn = DiceSource.forTurn(99L, 3);
        Detection d = detection(s);
        Set<String> readings = new HashSet<>();
        for (int k = 0; k < 20; k++) {
            PlayerView v = d.view(player("officer" + k, Set.of("US1IN"), Set.of()), turn);
            readings.add(String.join("|", labels(v, square(1, 1))));
        }
        assertThat(readings).hasSizeGreaterThan(1);
    }

    @Test
    @DisplayName("GITM 4.6 a War Minister without units of his own still sees colours from his state's side")
    void gitm_4_6_ministerSide() {
        GitmState s = battlefield().build();
        Recipient minister = new Recipient("polk", "polk@example.org", Set.of(), Set.of(), Set.of("minister:US"),
                false);
        Viewer v = Viewer.of(minister, s);
        assertThat(v.side()).containsExactly("US");
        Unit mexican = s.unit("MX1IN").orElseThrow();
        assertThat(detection(s).allegiance(v, mexican)).isEqualTo(Allegiance.HOSTILE);
        assertThat(detection(s).view(v, RuleDice.truthfulSource()).stacks()).isEmpty();
    }
}
