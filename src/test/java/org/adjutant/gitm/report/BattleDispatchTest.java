package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.detection.Viewer;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.event.Bombarded;
import org.adjutant.gitm.event.Surrendered;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.map.StrategicSquare;
import org.adjutant.gitm.map.TacticalSquare;
import org.adjutant.gitm.map.TheatreMapReader;
import org.adjutant.gitm.map.tactical.Landmarks;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.render.Allegiance;
import org.adjutant.gitm.sequence.Phase;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.Visibility;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A battle as a commander reads it on the 1846 map (docs/reports.md, "How a battle reads"): the place by its town
 * or river, the odds in words past ten to one, the terms of a surrender, each number agreeing with its noun.
 */
class BattleDispatchTest {
    private static final StrategicSquare MATAMOROS = StrategicSquare.of("J8-V4");
    private static final TacticalSquare TOWN = TacticalSquare.of("14-13");
    private static final Visibility ALL = Visibility.units(Set.of("US1IN", "MX4IN"));
    private static final Map<String, Unit> UNITS = Map.of(
            "US1IN", Unit.builder("US1IN", "US").at("J8-V4", "14-12").commander("c").deputy("e").men(500).build(),
            "MX4IN", Unit.builder("MX4IN", "NE").at("J8-V4", "14-13").commander("d").deputy("f").men(700).build());
    private static PlaceNames places;

    private final Viewer taylor = new Viewer("taylor", new TreeSet<>(Set.of(UnitId.of("US1IN"))),
            new TreeSet<>(Set.of("US")));
    private final Viewer arista = new Viewer("arista", new TreeSet<>(Set.of(UnitId.of("MX4IN"))),
            new TreeSet<>(Set.of("NE")));

    @BeforeAll
    static void theatre() throws Exception {
        places = new Landmarks(new TacticalMaps(TheatreMapReader.read(Path.of(System.getProperty("adjutant.home",
                ".")).resolve(TheatreMapReader.DEFAULT_FILE))));
    }

    private static BattleNarration narrationFor(Viewer viewer) {
        return new BattleNarration(id -> Optional.ofNullable(UNITS.get(id.toString())),
                u -> viewer.side().contains(u.state()) ? Allegiance.FRIENDLY : Allegiance.HOSTILE,
                DiceSource.forTurn(7L, 3), places);
    }

    private static BattleFought battle(TacticalSquare at, double odds, int usLost, int mxLost) {
        return new BattleFought(Phase.TACTICAL_2, MATAMOROS, at, List.of(UnitId.of("US1IN")),
                List.of(UnitId.of("MX4IN")), BattleSide.DEFENDERS, 1000, odds, BattleSide.ATTACKERS,
                BattleSide.ATTACKERS, usLost, mxLost, ALL);
    }

    @Test
    @DisplayName("battle reports: the place is named by the nearest town, the square kept in brackets for orders")
    void placeByTown() {
        String read = narrationFor(taylor).sentence(battle(TacticalSquare.of("5-12"), 1.5, 40, 90), taylor)
                .orElseThrow();
        assertThat(read).startsWith("Battle near Matamoros (9 mi W) [J8-V4 5-12]: US1IN against MX4IN.");
        assertThat(battle(TOWN, 1.5, 40, 90).describe(places)).as("the moderator's summary")
                .startsWith("Battle at Matamoros [J8-V4 14-13]: ");
        Bombarded shelled = new Bombarded(Phase.TACTICAL_1, MATAMOROS, TOWN, List.of(UnitId.of("US1IN")),
                List.of(UnitId.of("MX4IN")), 30, 12, ALL);
        assertThat(narrationFor(arista).sentence(shelled, arista).orElseThrow())
                .isEqualTo("US1IN bombarded our troops at Matamoros [J8-V4 14-13]: MX4IN lost 12 men.");
    }

    @Test
    @DisplayName("battle reports: overwhelming odds past 10:1 for both sides' readers; 1 man, not 1 men")
    void overwhelmingOddsAndOneMan() {
        BattleFought rout = battle(TOWN, 137.8, 1, 700);
        assertThat(narrationFor(taylor).sentence(rout, taylor).orElseThrow())
                .contains("we hold the square (overwhelming odds). We lost 1 man;").doesNotContain(":1");
        assertThat(narrationFor(arista).sentence(rout, arista).orElseThrow())
                .contains("the enemy holds the square (overwhelming odds). We lost 700 men;");
    }

    @Test
    @DisplayName("battle reports: the enemy reads on what terms a garrison surrendered and where it marched to")
    void surrenderTermsBothSides() {
        Surrendered captured = new Surrendered(Phase.TACTICAL_3, UnitId.of("MX4IN"), MATAMOROS, TOWN, 700,
                Surrendered.Terms.CAPTURED, Optional.empty(), ALL);
        assertThat(narrationFor(arista).sentence(captured, arista).orElseThrow())
                .isEqualTo("MX4IN surrendered at discretion at Matamoros [J8-V4 14-13]: 700 men taken prisoner.");
        assertThat(narrationFor(taylor).sentence(captured, taylor).orElseThrow())
                .matches("MX4IN surrendered at discretion at Matamoros \\[J8-V4 14-13]: about \\d+ men taken "
                        + "prisoner\\.");
        Surrendered honours = new Surrendered(Phase.TACTICAL_3, UnitId.of("MX4IN"), MATAMOROS, TOWN, 640,
                Surrendered.Terms.HONOURS_OF_WAR, Optional.of(StrategicSquare.of("I7-V5")), ALL);
        assertThat(narrationFor(taylor).sentence(honours, taylor).orElseThrow())
                .startsWith("MX4IN surrendered the fort at Matamoros [J8-V4 14-13] on terms and marched out with "
                        + "the honours of war to Monterrey [I7-V5], about ")
                .doesNotContain("640");
        Surrendered paroled = new Surrendered(Phase.TACTICAL_3, UnitId.of("MX4IN"), MATAMOROS, TOWN, 300,
                Surrendered.Terms.PAROLED, Optional.empty(), ALL);
        assertThat(narrationFor(taylor).sentence(paroled, taylor).orElseThrow())
                .contains("surrendered on terms at Matamoros", "laid down their arms and were paroled.");
    }
}
