package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.adjutant.gitm.scenario.ScenarioBuilder;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.report.RenderedMail;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Nothing of a unit nobody on a side detects may reach that side's players: not a word of text or HTML, not one pixel
 * of any picture. Shown the strongest way: every report of every American player is byte for byte the same whether
 * the hidden Mexican regiment (and its march) exists or not. The dice are pinned to a game seed here, because the
 * robot's default dice digest the whole position (so unseen units change every roll, though nobody can tell how).
 */
class FogOfWarLeakTest {
    private static final long SEED = 1846L;

    static List<Recipient> americans() {
        return List.of(ReportScenario.TAYLOR, ReportScenario.WORTH, ReportScenario.POLK);
    }

    private static Map<String, RenderedMail> mails(Recipient r, UnaryOperator<ScenarioBuilder> extra,
                                                   boolean hiddenMarch) {
        GitmState before = ReportScenario.before(extra);
        TurnOutcome outcome = new TurnOutcome(ReportScenario.after(extra), ReportScenario.events(hiddenMarch));
        return Reports.mails(Reports.pinned(SEED).forRecipient(before, ReportScenario.TURN, outcome, r), r);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("americans")
    @DisplayName("GITM 4.1, 4.6 an undetected enemy leaves no trace in text, HTML or pixels of any report")
    void gitm_4_6_noLeak(Recipient r) {
        Map<String, RenderedMail> without = mails(r, b -> b, false);
        Map<String, RenderedMail> with = mails(r, ReportScenario::withHiddenEnemy, true);
        assertThat(with.keySet()).isEqualTo(without.keySet());
        with.forEach((kind, mail) -> {
            RenderedMail other = without.get(kind);
            assertThat(mail.text()).isEqualTo(other.text()).doesNotContain("MX9IN").doesNotContain("K4-V2");
            assertThat(mail.html()).isEqualTo(other.html()).doesNotContain("MX9IN").doesNotContain("K4-V2");
            assertThat(mail.images().keySet()).isEqualTo(other.images().keySet());
            mail.images().forEach((cid, png) -> assertThat(png).as(cid).isEqualTo(other.images().get(cid)));
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("americans")
    @DisplayName("GITM 4.1 control: the same regiment next to US4IN is detected and changes Worth's and Marcy's maps")
    void gitm_4_1_detectedEnemyShows(Recipient r) {
        Map<String, RenderedMail> without = mails(r, b -> b, false);
        Map<String, RenderedMail> near = mails(r, b -> ReportScenario.withEnemyAt(b, 4, 3), false);
        boolean holdsUs4 = r != ReportScenario.TAYLOR;
        assertThat(near.get("position").images().get("strategic-map"))
                .matches(png -> java.util.Arrays.equals(png, without.get("position").images().get("strategic-map"))
                        != holdsUs4, holdsUs4 ? "differs" : "is unchanged");
        if (holdsUs4) {
            assertThat(near.get("position").text()).contains(ReportScenario.square(4, 3) + ": MEX ");
        }
    }
}
