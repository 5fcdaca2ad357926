package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.event.GameEnded;
import org.adjutant.gitm.event.WarWon;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.VictoryTerms;
import org.adjutant.gitm.unit.Readiness;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.ruleset.GameClosed;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.TurnEvent;

/**
 * The final report of docs/rules/sow.md 17.6: when the game ends (with its scenario's last campaign, a victory, or
 * when the robot closes it after a turn: a moderator's END GAME), the reason and the moment of the end, the victor
 * (docs/rules/victory.md: the texts name none, so the scenario's designed conditions do) and each state's final
 * accounts (treasury, units and men under arms by readiness, cities held). It is a whole-truth report, so it goes with the moderator's summary:
 * the robot sends every player that summary once, marked final, when the game ends (docs/reports.md); a player's
 * own turn reports keep their fog of war and tell him only that the game has ended.
 */
final class FinalReport {
    private FinalReport() {
    }

    /**
     * The final report if this turn's events end the game: the scenario's end ({@link GameEnded}) or the robot's
     * closing of it after this turn ({@link GameClosed}: a moderator's END GAME, the game file's last turn).
     */
    static Optional<ReportDraft> of(GitmState after, StrategicMap map, List<TurnEvent> events) {
        Optional<String> reason = events.stream().filter(WarWon.class::isInstance).map(WarWon.class::cast)
                .findFirst().map(won -> "The game ended with " + CampaignCalendar.label(won.victory().campaign(),
                        won.victory().turn()).inText() + ": the war was decided (docs/rules/victory.md).");
        if (reason.isEmpty()) {
            reason = events.stream().filter(GameEnded.class::isInstance).map(GameEnded.class::cast)
                    .findFirst().map(end -> "The game ended with " + CampaignCalendar.label(end.campaign(),
                            end.turn()).inText() + ", the last turn of its scenario's last campaign (GITM 5.1).");
        }
        if (reason.isEmpty()) {
            reason = events.stream().filter(GameClosed.class::isInstance).map(GameClosed.class::cast).findFirst()
                    .map(closed -> "The game has ended" + (closed.why().isEmpty() ? "" : " " + closed.why())
                            + ": the war stops where it stands, before " + CampaignCalendar.label(after.campaign(),
                            after.turn()).inText() + ".");
        }
        // A draw or a concession the players agreed by vote names its own victor; the rules' terms do otherwise.
        String verdict = events.stream().filter(GameClosed.class::isInstance).map(GameClosed.class::cast)
                .map(GameClosed::verdict).filter(v -> !v.isEmpty()).findFirst()
                .orElseGet(() -> victor(after.settings().victory()));
        return reason.map(r -> draft(after, map, r, verdict));
    }

    private static ReportDraft draft(GitmState after, StrategicMap map, String reason, String victor) {
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("reason", reason);
        model.put("victor", victor);
        model.put("states", accounts(after, map));
        GitmReports.key(model, Abbreviations.of(after, model, List.of("Cr"))); // the template writes "Cr"
        return new ReportDraft(ReportDraft.FINAL, "the game has ended: final report", "gitm/final", model, Map.of());
    }

    /**
     * Who won, in a sentence every player reads (docs/rules/victory.md): the victory when the war was decided; when the
     * scenario has victory conditions and the game ended before any was met (a moderator's END GAME), that nobody won;
     * when it has none, that the rules name no victor.
     */
    static String victor(VictoryTerms terms) {
        return terms.decided().map(v -> "Victor: " + v.winner().title() + ", with " + CampaignCalendar.label(
                        v.campaign(), v.turn()).inText() + " -- " + v.how() + ".")
                .orElse(terms.conditions().isEmpty() && terms.atEnd().isEmpty()
                        ? "The rules name no victor: these are the facts as the war left them."
                        : "No victor: the game ended before the war was decided (none of its victory conditions was"
                                + " met). These are the facts as the war left them.");
    }

    /** One entry per state, in state order. */
    static List<Map<String, Object>> accounts(GitmState after, StrategicMap map) {
        List<City> cities = after.cities(map);
        List<Map<String, Object>> states = new ArrayList<>();
        for (Polity p : after.states().values()) {
            int units = 0;
            int batteries = 0;
            Map<Readiness, Integer> men = new java.util.EnumMap<>(Readiness.class);
            for (Readiness r : Readiness.values()) {
                men.put(r, 0);
            }
            for (Unit u : after.units()) {
                if (u.state().equals(p.id())) {
                    units++;
                    batteries += u.batteries();
                    men.merge(u.readiness(), u.men(), Integer::sum);
                }
            }
            List<String> held = new ArrayList<>();
            int levels = 0;
            for (City c : cities) {
                if (c.state().equals(p.id())) {
                    held.add(c.name() + " (level " + c.level() + ")");
                    levels += c.level();
                }
            }
            Map<String, Object> s = new LinkedHashMap<>();
            s.put("id", p.id());
            s.put("name", p.name());
            s.put("treasury", p.treasury());
            s.put("units", units);
            s.put("active", men.get(Readiness.ACTIVE));
            s.put("inactive", men.get(Readiness.INACTIVE));
            s.put("shattered", men.get(Readiness.SHATTERED));
            s.put("batteries", batteries);
            s.put("cities", held);
            s.put("cityLevels", levels);
            states.add(s);
        }
        return states;
    }
}
