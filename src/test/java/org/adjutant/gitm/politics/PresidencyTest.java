package org.adjutant.gitm.politics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.event.BallotsCounted;
import org.adjutant.gitm.event.PresidencyChanged;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.sequence.GitmTurnEngine;
import org.adjutant.gitm.sequence.StrategicSoakTest;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.Presidency;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.Line;
import org.adjutant.ruleset.SeededDice;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.adjutant.ruleset.UnitOrders;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The President of Mexico on the shipped 1846 scenario (AMWOL 1.2; docs/rules/politics.md section 4): the ballots of
 * the leaders of NE (role minister-ne), CHI (trias), NM (armijo), JAL (minister-jal) and OAX (minister-oax), checked
 * when they arrive and counted in the turn.
 */
class PresidencyTest {
    /** The Orders phase's count alone: the politics need no march or battle. */
    private static final TurnPlugins COUNT = TurnPlugins.standard().withHooks(
            new TurnPlugins.Hooks(List.of(new Election()), List.of(), List.of(), List.of()));
    private static StrategicMap map;
    private static GitmState opening;
    private static GitmRuleset ruleset;

    @BeforeAll
    static void load() throws Exception {
        map = StrategicSoakTest.map();
        opening = StrategicSoakTest.opening(map).withTurn(1, 1);
        ruleset = new GitmRuleset(n -> Optional.of(map));
    }

    @Test
    @DisplayName("AMWOL 1.2 the 1846 scenario seats Paredes as President of Mexico; the leaders of NE, CHI, NM, JAL"
            + " and OAX vote, SON's may be chosen, three ballots decide")
    void amwol_1_2_openingPresidency() {
        Presidency p = opening.politics().presidency();
        assertThat(p.state()).isEqualTo("MEX");
        assertThat(p.tenure()).isEqualTo(Presidency.Tenure.SEATED);
        assertThat(p.seat()).isEqualTo("paredes");
        assertThat(p.electors()).containsExactly("CHI", "JAL", "NE", "NM", "OAX");
        assertThat(p.eligible()).containsExactly("CHI", "JAL", "NE", "NM", "OAX", "SON");
        assertThat(p.majority()).isEqualTo(3);
        assertThat(Presidents.effective(opening, Set.of("minister:MEX", "monarch:MEX", "naval:MEX")))
                .contains("monarch:MEX");
    }

    @Test
    @DisplayName("AMWOL 1.2 ballots are checked when they arrive: only an elector's leader votes, for a regular"
            + " state's leader, only into a vacant office, and REMOVE only against a President in office")
    void amwol_1_2_ballotsCheckedAtArrival() {
        assertThat(check(opening, "minister:NE", "VOTE REMOVE").isAccepted()).isTrue();
        assertThat(problems(opening, "minister:YUC", "VOTE REMOVE")).containsExactly("line 1: the leader of YUC has"
                + " no vote for the President: the leaders of CHI, JAL, NE, NM and OAX elect and remove him (AMWOL"
                + " 1.2)");
        assertThat(problems(opening, "minister:SON", "VOTE REMOVE")).singleElement().asString()
                .startsWith("line 1: the leader of SON has no vote");
        assertThat(problems(opening, "minister:NE", "VOTE PRESIDENT JAL")).singleElement().asString()
                .startsWith("line 1: the office is held by Mariano Paredes y Arrillaga, President of Mexico: a new"
                        + " President is chosen only after 3 of the 5 leaders have removed him with VOTE REMOVE");
        GitmState vacant = removed();
        assertThat(check(vacant, "minister:NE", "VOTE PRESIDENT Jalisco and the Bajio").isAccepted()).isTrue();
        assertThat(check(vacant, "minister:NE", "VOTE PRESIDENT SON").isAccepted()).isTrue();
        assertThat(problems(vacant, "minister:NE", "VOTE PRESIDENT YUC")).containsExactly("line 1: the President"
                + " is the leader of a regular Mexican state, one of CHI, JAL, NE, NM, OAX and SON; YUC is not one"
                + " (AMWOL 1.2)");
        assertThat(problems(vacant, "minister:NE", "VOTE PRESIDENT Texas")).containsExactly(
                "line 1: there is no state Texas in this game");
        assertThat(problems(vacant, "minister:NE", "VOTE REMOVE")).singleElement().asString()
                .startsWith("line 1: the presidency is vacant, so there is nobody to remove");
        assertThat(problems(opening, "minister:NE", "VOTE")).singleElement().asString()
                .startsWith("line 1: VOTE needs PRESIDENT <state> or REMOVE");
        // Paredes leads the state of Mexico, which is governed, not an elector
        assertThat(problems(opening, "minister:MEX", "VOTE REMOVE")).singleElement().asString()
                .startsWith("line 1: the leader of MEX has no vote");
    }

    @Test
    @DisplayName("AMWOL 1.2 two REMOVE ballots leave Paredes in office and stand; a third, a turn later, removes him:"
            + " the office is vacant, the ballots spent, the news public and the count told to the Mexican states")
    void amwol_1_2_threeOfFiveRemove() {
        TurnOutcome first = turn(opening, Map.of("minister-ne", List.of("VOTE REMOVE"),
                "trias", List.of("VOTE REMOVE")));
        GitmState afterFirst = (GitmState) first.next();
        assertThat(afterFirst.politics().presidency().tenure()).isEqualTo(Presidency.Tenure.SEATED);
        assertThat(afterFirst.politics().presidency().ballots()).containsExactly(Map.entry("CHI", "REMOVE"),
                Map.entry("NE", "REMOVE"));
        assertThat(events(first, PresidencyChanged.class)).isEmpty();
        assertThat(events(first, BallotsCounted.class)).singleElement().extracting(BallotsCounted::describe)
                .isEqualTo("Ballots for the President of Mexico (3 of the 5 leaders decide): CHI to remove the"
                        + " President, NE to remove the President; no change: no choice has 3 ballots (AMWOL 1.2).");

        TurnOutcome second = turn(afterFirst, Map.of("minister-oax", List.of("VOTE REMOVE")));
        GitmState afterSecond = (GitmState) second.next();
        Presidency p = afterSecond.politics().presidency();
        assertThat(p.tenure()).isEqualTo(Presidency.Tenure.VACANT);
        assertThat(p.ballots()).isEmpty();
        PresidencyChanged news = events(second, PresidencyChanged.class).get(0);
        assertThat(news.visibility().isPublic()).isTrue();
        assertThat(news.describe()).isEqualTo("The leaders of the Mexican states have removed Mariano Paredes y"
                + " Arrillaga, President of Mexico from the presidency of Mexico; the office and the headship of MEX"
                + " are vacant until they elect a successor (AMWOL 1.2).");
        BallotsCounted count = events(second, BallotsCounted.class).get(0);
        assertThat(count.visibility().observers()).contains("minister:NE", "minister:MEX", "treasury:YUC")
                .doesNotContain("minister:US", "treasury:US");
        // Paredes keeps the War Ministry of Mexico, not the Monarch's office
        assertThat(Presidents.effective(afterSecond, Set.of("minister:MEX", "monarch:MEX", "naval:MEX")))
                .containsExactly("minister:MEX", "naval:MEX");
        assertThat(ruleset.mayAssign(afterSecond, Set.of("monarch:MEX"), Set.of(), "MX30IN")).isFalse();
    }

    @Test
    @DisplayName("AMWOL 1.2 the office vacant, three ballots for one state elect its leader: he holds the presidency"
            + " (the Monarch's office of MEX) beside his own state, assigns MEX's units and reads its reports")
    void amwol_1_2_threeOfFiveElect() {
        GitmState vacant = removed();
        TurnOutcome split = turn(vacant, Map.of("minister-ne", List.of("VOTE PRESIDENT JAL"),
                "trias", List.of("VOTE PRESIDENT NM"), "minister-jal", List.of("VOTE PRESIDENT JAL")));
        GitmState stillVacant = (GitmState) split.next();
        assertThat(stillVacant.politics().presidency().isVacant()).isTrue();
        TurnOutcome won = turn(stillVacant, Map.of("armijo", List.of("VOTE PRESIDENT Jalisco and the Bajio")));
        GitmState after = (GitmState) won.next();
        Presidency p = after.politics().presidency();
        assertThat(p.tenure()).isEqualTo(Presidency.Tenure.ELECTED);
        assertThat(p.elected()).isEqualTo("JAL");
        assertThat(p.ballots()).isEmpty();
        assertThat(events(won, PresidencyChanged.class)).singleElement().extracting(PresidencyChanged::describe)
                .asString().startsWith("The leaders of the Mexican states have elected the leader of Jalisco and the"
                        + " Bajio (JAL), ");
        assertThat(Presidents.effective(after, Set.of("minister:JAL"))).containsExactly("minister:JAL",
                "monarch:MEX");
        assertThat(Presidents.effective(after, Set.of("minister:NE"))).containsExactly("minister:NE");
        assertThat(ruleset.mayAssign(after, Set.of("minister:JAL"), Set.of(), "MX30IN")).isTrue();
        assertThat(ruleset.mayAssign(vacant, Set.of("minister:JAL"), Set.of(), "MX30IN")).isFalse();
        // elected, the next President is removed the same way: REMOVE is taken again
        assertThat(check(after, "minister:NE", "VOTE REMOVE").isAccepted()).isTrue();
    }

    @Test
    @DisplayName("designed: politics 4 the presidency and the standing ballots are kept in the saved position, and read"
            + " back the same")
    void politics_4_savedAndReadBack() {
        GitmState after = (GitmState) turn(opening, Map.of("minister-ne", List.of("VOTE REMOVE"))).next();
        String text = GitmStateCodec.encode(after);
        assertThat(text).contains("\"politics\"", "\"seat\" : \"paredes\"");
        GitmState back = GitmStateCodec.decode(text);
        assertThat(back.politics()).isEqualTo(after.politics());
        assertThat(GitmStateCodec.encode(back)).isEqualTo(text);
    }

    /** The opening with Paredes removed by three ballots. */
    private static GitmState removed() {
        return (GitmState) turn(opening, Map.of("minister-ne", List.of("VOTE REMOVE"), "trias",
                List.of("VOTE REMOVE"), "armijo", List.of("VOTE REMOVE"))).next();
    }

    private static TurnOutcome turn(GitmState s, Map<String, List<String>> office) {
        Map<String, UnitOrders> orders = new HashMap<>();
        for (Unit u : s.units()) {
            orders.put(u.id().toString(), new UnitOrders(u.id().toString(), UnitOrders.Source.SUBMITTED, List.of()));
        }
        return new GitmTurnEngine(COUNT).resolve(s, map, orders, new LinkedHashMap<>(new java.util.TreeMap<>(office)),
                SeededDice.forTurn(1846, 1));
    }

    private static BlockVerdict check(GitmState s, String office, String... lines) {
        List<Line> body = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            body.add(new Line(i + 1, lines[i]));
        }
        return ruleset.checkOffice(s, Set.of(office), Set.of(), body);
    }

    private static List<String> problems(GitmState s, String office, String... lines) {
        return check(s, office, lines).problems().stream().map(p -> "line " + p.line() + ": " + p.reason())
                .toList();
    }

    private static <T> List<T> events(TurnOutcome o, Class<T> kind) {
        List<T> found = new ArrayList<>();
        for (TurnEvent e : o.events()) {
            if (kind.isInstance(e)) {
                found.add(kind.cast(e));
            }
        }
        return found;
    }
}
