package org.adjutant.gitm.politics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.GitmRuleset;
import org.adjutant.gitm.economy.Sow1846;
import org.adjutant.gitm.event.BallotsCounted;
import org.adjutant.gitm.event.IncomeShared;
import org.adjutant.gitm.event.TreasuryStatement;
import org.adjutant.gitm.event.PresidencyChanged;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.Presidency;
import org.adjutant.ruleset.BlockVerdict;
import org.adjutant.ruleset.TurnOutcome;
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
    private static final TurnPlugins COUNT = Politics1846.ordersPhase(new Election());
    private static Sow1846 bench;
    private static GitmState opening;
    private static GitmRuleset ruleset;

    @BeforeAll
    static void load() throws Exception {
        bench = new Sow1846();
        opening = bench.opening;
        ruleset = bench.ruleset;
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

    @Test
    @DisplayName("AMWOL 1.2 the President's SHARE is checked when it arrives: only the President gives it, to another"
            + " Mexican state (never the United States), from turn 1, at most 100% in all")
    void amwol_1_2_sharesCheckedAtArrival() {
        assertThat(check(opening, Set.of("minister:MEX", "monarch:MEX", "naval:MEX"), "SHARE 25 PERCENT TO NE",
                "SHARE 10 PERCENT TO Jalisco and the Bajio", "ACTIVATE MX5MI").normalForm()).containsExactly(
                "ACTIVATE MX5MI", "SHARE 25 PERCENT TO NE", "SHARE 10 PERCENT TO Jalisco and the Bajio");
        assertThat(problems(opening, "minister:NE", "SHARE 25 PERCENT TO NE")).containsExactly("line 1: only the"
                + " President of Mexico shares the income of MEX, and the office is held by Mariano Paredes y"
                + " Arrillaga, President of Mexico (AMWOL 1.2)");
        Set<String> paredes = Set.of("minister:MEX", "monarch:MEX");
        assertThat(problems(opening, paredes, "SHARE 25 PERCENT TO US")).containsExactly("line 1: US is not a"
                + " Mexican state: the President shares the income of MEX among the Mexican states only, and the"
                + " United States is at war with every one of them (AMWOL 1.2, RAR 1)");
        assertThat(problems(opening, paredes, "SHARE 25 PERCENT TO MEX")).singleElement().asString()
                .startsWith("line 1: MEX keeps what the President does not share");
        assertThat(problems(opening, paredes, "SHARE 60 PERCENT TO NE", "SHARE 41 PERCENT TO JAL"))
                .containsExactly("line 2: the block's shares come to 101% with this one: the President shares at"
                        + " most all of what MEX collects");
        assertThat(problems(opening, paredes, "SHARE 0 PERCENT TO NE")).singleElement().asString()
                .startsWith("line 1: SHARE gives 1 to 100 percent");
        assertThat(problems(opening.withTurn(1, 0), paredes, "SHARE 25 PERCENT TO NE")).singleElement().asString()
                .startsWith("line 1: the deployment turn earns no income to share");
        // removed, Paredes shares nothing; the leader elected in his place does
        GitmState vacant = removed();
        assertThat(problems(vacant, paredes, "SHARE 25 PERCENT TO NE")).singleElement().asString()
                .isEqualTo("line 1: only the President of Mexico shares the income of MEX, and the office is vacant"
                        + " until the leaders of CHI, JAL, NE, NM and OAX elect a President (VOTE PRESIDENT <state>)"
                        + " or a moderator seats one (OFFICE MONARCH OF MEX TO <a regular state's leader>)"
                        + " (AMWOL 1.2)");
        GitmState jal = (GitmState) turn(vacant, Map.of("minister-ne", List.of("VOTE PRESIDENT JAL"), "trias",
                List.of("VOTE PRESIDENT JAL"), "armijo", List.of("VOTE PRESIDENT JAL"))).next();
        assertThat(check(jal, Set.of("minister:JAL"), "SHARE 25 PERCENT TO NE").isAccepted()).isTrue();
    }

    @Test
    @DisplayName("AMWOL 1.2 played: the President's 25% and 10% shares move exactly that much of what Mexico"
            + " collected into the Northeast's and Jalisco's treasuries before upkeep (Jalisco's chest, at its limit,"
            + " keeps none of it), and no crown is made or lost")
    void amwol_1_2_sharesPaidAndConserved() {
        TurnPlugins robot = GitmRuleset.turnPlugins();
        TurnOutcome without = turn(robot, opening, Map.of());
        TurnOutcome with = turn(robot, opening, Map.of("paredes", List.of("SHARE 25 PERCENT TO NE",
                "SHARE 10 PERCENT TO JAL")));
        IncomeShared toNe = events(with, IncomeShared.class).get(0);
        IncomeShared toJal = events(with, IncomeShared.class).get(1);
        assertThat(toNe.to()).isEqualTo("NE");
        assertThat(toNe.collected()).isPositive();
        assertThat(toNe.crowns()).isEqualTo(toNe.collected() * 25 / 100);
        assertThat(toJal.crowns()).isEqualTo(toNe.collected() * 10 / 100);
        assertThat(treasury(without, "MEX") - treasury(with, "MEX")).isEqualTo(toNe.crowns() + toJal.crowns());
        assertThat(treasury(with, "NE") - treasury(without, "NE")).isEqualTo(toNe.crowns());
        // Jalisco's chest is at its limit (docs/rules/sow.md section 3.2): what the share lifts above it goes to its
        // civil government, as any other income would, so its treasury ends where it would have
        assertThat(treasury(with, "JAL")).isEqualTo(treasury(without, "JAL"));
        int shared = 0;
        for (TreasuryStatement t : events(with, TreasuryStatement.class)) {
            for (var line : t.lines()) {
                if (line.label().startsWith("President's share")) {
                    shared += line.amount();
                }
            }
        }
        assertThat(shared).as("what Mexico's statement pays out the others' receive, crown for crown").isZero();
        assertThat(statement(with, "JAL").lines()).anySatisfy(l -> assertThat(l.amount()).isEqualTo(toJal.crowns()));
        TreasuryStatement mex = statement(with, "MEX");
        assertThat(mex.lines()).anySatisfy(l -> assertThat(l.label()).isEqualTo("President's share to NE, 25% of "
                + toNe.collected() + " collected"));
        assertThat(statement(with, "NE").lines()).anySatisfy(l -> assertThat(l.label())
                .isEqualTo("President's share from MEX"));
        assertThat(toNe.visibility().observers()).contains("minister:MEX", "minister:NE").doesNotContain("minister:US");
    }

    private static int treasury(TurnOutcome o, String state) {
        return ((GitmState) o.next()).state(state).orElseThrow().treasury();
    }

    private static TreasuryStatement statement(TurnOutcome o, String state) {
        return events(o, TreasuryStatement.class).stream().filter(t -> t.state().equals(state)).findFirst()
                .orElseThrow();
    }

    /** The opening with Paredes removed by three ballots. */
    private static GitmState removed() {
        return (GitmState) turn(opening, Map.of("minister-ne", List.of("VOTE REMOVE"), "trias",
                List.of("VOTE REMOVE"), "armijo", List.of("VOTE REMOVE"))).next();
    }

    private static TurnOutcome turn(GitmState s, Map<String, List<String>> office) {
        return Politics1846.turn(bench, COUNT, s, office);
    }

    private static TurnOutcome turn(TurnPlugins plugins, GitmState s, Map<String, List<String>> office) {
        return Politics1846.turn(bench, plugins, s, office);
    }

    private static BlockVerdict check(GitmState s, String office, String... lines) {
        return bench.check(s, Set.of(office), lines);
    }

    private static BlockVerdict check(GitmState s, Set<String> offices, String... lines) {
        return bench.check(s, offices, lines);
    }

    private static List<String> problems(GitmState s, String office, String... lines) {
        return bench.problems(s, Set.of(office), lines);
    }

    private static List<String> problems(GitmState s, Set<String> offices, String... lines) {
        return bench.problems(s, offices, lines);
    }

    private static <T> List<T> events(TurnOutcome o, Class<T> kind) {
        return Sow1846.events(o, kind);
    }
}
