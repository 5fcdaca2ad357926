package org.adjutant.gitm.politics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.economy.Sow1846;
import org.adjutant.gitm.event.TreatyEvent;
import org.adjutant.gitm.sequence.TurnPlugins;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.GitmStateCodec;
import org.adjutant.gitm.state.Relation;
import org.adjutant.gitm.state.Treaty;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Treaties and declarations of war between Mexican states on the shipped 1846 scenario (RAR 1.1-1.2;
 * docs/rules/politics.md section 6): Yucatan (role barbachano) starts neutral towards everyone, the other Mexican
 * states allied, the United States at war with all of them.
 */
class TreatiesTest {
    private static final TurnPlugins DIPLOMACY = Politics1846.ordersPhase(new Diplomacy());
    private static Sow1846 bench;
    private static GitmState opening;

    @BeforeAll
    static void load() throws Exception {
        bench = new Sow1846();
        opening = bench.opening;
    }

    @Test
    @DisplayName("RAR 1.1 treaties are checked when they arrive: between two Mexican states only, the United States"
            + " at war with all of them; an alliance between states not allied, a peace only to end a war")
    void rar_1_1_checkedAtArrival() {
        assertThat(problems("minister:YUC", "TREATY ALLIANCE WITH MEX SECRET")).isEmpty();
        assertThat(problems("minister:MEX", "TREATY ALLIANCE WITH Yucatan")).isEmpty();
        assertThat(problems("minister:NE", "DECLARE WAR ON JAL")).isEmpty();
        assertThat(problems("minister:NE", "TREATY ALLIANCE WITH US")).containsExactly("line 1: the United States"
                + " is at war with every Mexican state for the whole war: no treaty with it and no declaration changes"
                + " that (RAR)");
        assertThat(problems("minister:US", "TREATY PEACE WITH NE")).containsExactly("line 1: the United States is"
                + " at war with every Mexican state for the whole war: its leaders sign no TREATY (RAR)");
        assertThat(problems("minister:NE", "TREATY ALLIANCE WITH JAL")).containsExactly(
                "line 1: NE and JAL are already allied (GITM 1.4)");
        assertThat(problems("minister:NE", "TREATY PEACE WITH JAL")).singleElement().asString()
                .startsWith("line 1: NE and JAL are not at war");
        assertThat(problems("minister:NE", "TREATY ALLIANCE WITH NE")).singleElement().asString()
                .startsWith("line 1: a state makes no treaty with itself");
        assertThat(problems("minister:NE", "TREATY ALLIANCE WITH Texas")).containsExactly(
                "line 1: there is no state Texas in this game");
        assertThat(problems("minister:NE", "TREATY FRIENDSHIP WITH JAL")).singleElement().asString()
                .startsWith("line 1: TREATY needs its terms, ALLIANCE or PEACE");
        // the Naval Minister's office does not sign for the state (designed: its leader does)
        assertThat(problems("naval:MEX", "TREATY ALLIANCE WITH YUC")).containsExactly(
                "line 1: only the War Minister may give TREATY");
    }

    @Test
    @DisplayName("RAR 1.2 a secret alliance: Yucatan proposes, Mexico signs the same terms the next turn; from then"
            + " they are allied, and only the two parties' officers learn of it")
    void rar_1_2_secretAllianceConcluded() {
        TurnOutcome proposed = turn(opening, Map.of("barbachano", List.of("TREATY ALLIANCE WITH MEX SECRET")));
        GitmState after = (GitmState) proposed.next();
        assertThat(after.relation("YUC", "MEX")).isEqualTo(Relation.NEUTRAL);
        assertThat(after.politics().proposals()).singleElement().satisfies(t -> {
            assertThat(t.first()).isEqualTo("YUC");
            assertThat(t.secret()).isTrue();
        });
        TreatyEvent offer = events(proposed).get(0);
        assertThat(offer.visibility().observers()).contains("minister:YUC", "minister:MEX")
                .doesNotContain("minister:NE", "minister:US", "*");
        // different terms (a public one) do not conclude it: they are a counter-proposal
        TurnOutcome counter = turn(after, Map.of("paredes", List.of("TREATY ALLIANCE WITH YUC")));
        GitmState countered = (GitmState) counter.next();
        assertThat(countered.relation("YUC", "MEX")).isEqualTo(Relation.NEUTRAL);
        assertThat(countered.politics().proposals()).hasSize(2);
        TurnOutcome signed = turn(countered, Map.of("paredes", List.of("TREATY ALLIANCE WITH YUC SECRET")));
        GitmState allied = (GitmState) signed.next();
        assertThat(allied.relation("YUC", "MEX")).isEqualTo(Relation.ALLIED);
        assertThat(allied.relation("YUC", "NE")).isEqualTo(Relation.NEUTRAL);
        assertThat(allied.politics().proposals()).isEmpty();
        assertThat(allied.politics().treaties()).singleElement().satisfies(t -> {
            assertThat(t.kind()).isEqualTo(Treaty.Kind.ALLIANCE);
            assertThat(t.first()).isEqualTo("MEX");
            assertThat(t.second()).isEqualTo("YUC");
        });
        TreatyEvent made = events(signed).get(0);
        assertThat(made.describe()).isEqualTo("A secret treaty: MEX and YUC have concluded an alliance; they are now"
                + " allied (RAR 1.1, GITM 1.4).");
        assertThat(made.visibility().isPublic()).isFalse();
        assertThat(made.visibility().observers()).contains("minister:YUC", "minister:MEX")
                .doesNotContain("minister:US");
        // kept in the saved position
        String text = GitmStateCodec.encode(allied);
        assertThat(GitmStateCodec.decode(text).politics()).isEqualTo(allied.politics());
        assertThat(GitmStateCodec.decode(text).relation("YUC", "MEX")).isEqualTo(Relation.ALLIED);
    }

    @Test
    @DisplayName("RAR 1.1 a war declared is public and makes two Mexican states hostile at once; a public peace, signed"
            + " by both in one turn, makes them neutral and is told to everyone")
    void rar_1_1_warThenPeace() {
        TurnOutcome war = turn(opening, Map.of("minister-ne", List.of("DECLARE WAR ON JAL")));
        GitmState hostile = (GitmState) war.next();
        assertThat(hostile.relation("NE", "JAL")).isEqualTo(Relation.HOSTILE);
        assertThat(events(war)).singleElement().satisfies(e -> {
            assertThat(e.visibility().isPublic()).isTrue();
            assertThat(e.describe()).isEqualTo("NE has declared war on JAL; they are now hostile (RAR, GITM 1.4).");
        });
        assertThat(hostile.relation("US", "NE")).isEqualTo(Relation.HOSTILE);
        TurnOutcome peace = turn(hostile, Map.of("minister-ne", List.of("TREATY PEACE WITH JAL"),
                "minister-jal", List.of("TREATY PEACE WITH NE")));
        GitmState neutral = (GitmState) peace.next();
        assertThat(neutral.relation("NE", "JAL")).isEqualTo(Relation.NEUTRAL);
        assertThat(events(peace)).singleElement().satisfies(e -> {
            assertThat(e.visibility().isPublic()).isTrue();
            assertThat(e.describe()).isEqualTo("JAL and NE have concluded a peace; they are now neutral (RAR 1.1,"
                    + " GITM 1.4).");
        });
    }

    private static TurnOutcome turn(GitmState s, Map<String, List<String>> office) {
        return Politics1846.turn(bench, DIPLOMACY, s, office);
    }

    private static List<String> problems(String office, String... lines) {
        return bench.problems(opening, Set.of(office), lines);
    }

    private static List<TreatyEvent> events(TurnOutcome o) {
        return Sow1846.events(o, TreatyEvent.class);
    }
}
