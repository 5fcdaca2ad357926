package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.Unit;
import org.adjutant.gitm.unit.UnitStatus;
import org.adjutant.ruleset.Recipient;
import org.adjutant.ruleset.ReportDraft;
import org.adjutant.ruleset.TurnEvent;
import org.adjutant.ruleset.TurnOutcome;

/**
 * The two reports of GITM 5.3 for one person: the events his units observed, and the position of his units at the
 * start of the next turn. A War Minister's position report covers every unit of his state; a moderator gets a
 * summary with everything. Nothing enters a report unless the recipient's units saw it (GITM 4.6).
 */
public final class GitmReports {
    private final Function<String, Optional<StrategicMap>> maps;
    private final PositionMaps positionMaps;

    public GitmReports(Function<String, Optional<StrategicMap>> maps) {
        this.maps = maps;
        this.positionMaps = new PositionMaps();
    }

    public List<ReportDraft> forRecipient(GitmState before, int turn, TurnOutcome outcome, Recipient r) {
        GitmState after = (GitmState) outcome.next();
        List<ReportDraft> drafts = new ArrayList<>();
        if (r.moderator()) {
            drafts.add(new ReportDraft("summary", "turn " + turn + ": moderator's summary", "gitm/summary",
                    Map.of("events", lines(outcome.events()), "units", statuses(after, after.units())),
                    Map.of()));
            return drafts;
        }
        Set<String> entitled = entitledUnits(after, r);
        List<Map<String, Object>> seen = outcome.events().stream()
                .filter(e -> e.visibility().seenByAnyOf(entitled))
                .map(GitmReports::line).toList();
        drafts.add(new ReportDraft("events", "turn " + turn + ": events", "gitm/events",
                Map.of("events", seen), Map.of()));

        List<Unit> units = after.units().stream().filter(u -> entitled.contains(u.id().toString())).toList();
        Map<String, byte[]> images = new LinkedHashMap<>();
        Map<String, Object> model = new LinkedHashMap<>();
        model.put("units", statuses(after, units));
        model.put("campaign", after.campaign());
        model.put("campaignTurn", after.turn());
        StrategicMap map = after.map(maps);
        PositionMaps.Drawn drawn = positionMaps.draw(map, after, units);
        model.put("mapText", drawn.text());
        model.put("hasMap", drawn.png().length > 0);
        if (drawn.png().length > 0) {
            images.put("strategic-map", drawn.png());
        }
        drafts.add(new ReportDraft("position", "turn " + turn + ": positions", "gitm/position", model, images));
        return drafts;
    }

    /** The units whose reports {@code r} receives: his own, and all of a state whose War Minister he is. */
    static Set<String> entitledUnits(GitmState state, Recipient r) {
        Set<String> units = new TreeSet<>(r.units());
        for (Unit u : state.units()) {
            if (r.offices().contains(GitmState.ministerOffice(u.state()))) {
                units.add(u.id().toString());
            }
        }
        return units;
    }

    private static List<Map<String, Object>> statuses(GitmState state, List<Unit> units) {
        List<Map<String, Object>> result = new ArrayList<>();
        for (Unit u : units) {
            UnitStatus status = UnitStatus.of(u, state::roleTitle);
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("title", status.title());
            row.put("fields", status.fields());
            row.put("text", status.text());
            result.add(row);
        }
        return result;
    }

    private static List<Map<String, Object>> lines(List<TurnEvent> events) {
        return events.stream().map(GitmReports::line).toList();
    }

    private static Map<String, Object> line(TurnEvent e) {
        return Map.of("phase", e.phase(), "text", e.describe());
    }
}
