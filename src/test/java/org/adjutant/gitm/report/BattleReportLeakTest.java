package org.adjutant.gitm.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.event.CasualtiesSuffered;
import org.adjutant.gitm.event.MoraleChecked;
import org.adjutant.gitm.event.Routed;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.report.RenderedMail;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * GITM 4.4-4.7 for battles, over the fixed scenario's real turn (the engine fights there): a player reads his own
 * units' losses by kind, morale rolls and rout losses exactly (a War Minister: every unit of his state), and nothing of that kind about anyone else's units;
 * of a battle his side fought he reads the enemy's losses only as an estimate.
 */
class BattleReportLeakTest {
    static List<Recipient> players() {
        return ReportScenario.EVERYONE.stream().filter(r -> !r.moderator()).toList();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("players")
    @DisplayName("GITM 4.6 nobody reads another commander's losses by kind, morale rolls or rout losses")
    void gitm_4_6_battleFiguresStayWithTheirOwner(Recipient r) {
        GitmState before = ReportScenario.before(ReportScenario::withHiddenEnemy);
        TurnOutcome outcome = ReportScenario.engineOutcome(before);
        Map<String, RenderedMail> mails = Reports.mails(Reports.production().forRecipient(before,
                ReportScenario.TURN, outcome, r), r);
        String all = Reports.text(mails);
        // A War Minister reads every unit of his state (GITM 4.7): his own are all of those.
        Set<String> own = new HashSet<>(GitmReports.entitledUnits(before, r));
        own.addAll(GitmReports.entitledUnits((GitmState) outcome.next(), r));
        int checked = 0;
        for (TurnEvent e : outcome.events()) {
            if (e instanceof CasualtiesSuffered c && !own.contains(c.unit().toString())) {
                assertThat(all).as(c.describe()).doesNotContain(c.describe());
                checked++;
            } else if (e instanceof MoraleChecked m && !own.contains(m.unit().toString())) {
                assertThat(all).as(m.describe()).doesNotContain(String.format(Locale.ROOT, "losing %.1f%%",
                        m.lossPercent()));
                checked++;
            } else if (e instanceof Routed rt && !own.contains(rt.unit().toString())) {
                assertThat(all).as(rt.describe()).doesNotContain("losing " + rt.menLost() + " men");
                checked++;
            } else if (e instanceof BattleFought b) {
                boolean attacked = b.attackers().stream().anyMatch(u -> own.contains(u.toString()));
                boolean defended = b.defenders().stream().anyMatch(u -> own.contains(u.toString()));
                if (attacked || defended) {
                    int theirs = attacked ? b.defendersLost() : b.attackersLost();
                    assertThat(all).as(b.describe()).doesNotContain("the enemy " + theirs + " men");
                    assertThat(all).contains(b.holder() == BattleSide.NEITHER ? "neither side holds"
                            : "hold");
                }
                assertThat(all).as("the whole truth is the moderator's").doesNotContain(b.describe());
                checked++;
            }
        }
        assertThat(checked).as("the scenario's turn fights a battle").isPositive();
    }
}
