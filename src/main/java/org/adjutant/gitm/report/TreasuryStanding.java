package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.adjutant.gitm.detection.DiceSource;
import org.adjutant.gitm.economy.FortWorks;
import org.adjutant.gitm.economy.Outlook;
import org.adjutant.gitm.forces.RisingRules;
import org.adjutant.gitm.map.City;
import org.adjutant.gitm.map.StrategicMap;
import org.adjutant.gitm.map.tactical.TacticalMaps;
import org.adjutant.gitm.movement.Board;
import org.adjutant.gitm.sequence.CampaignCalendar;
import org.adjutant.gitm.state.CityHolding;
import org.adjutant.gitm.state.Fortress;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.state.HeldOwnCities;
import org.adjutant.gitm.state.MapRef;
import org.adjutant.gitm.state.Polity;
import org.adjutant.gitm.state.Relation;

/**
 * The lines that close a treasury statement (docs/rules/sow.md section 19.1), read on the position the turn left:
 * next turn's income and upkeep if nothing changes, manpower and militia pools, the state's own cities held by hostile
 * states with an estimate of their garrisons and whether a rising was tried there this campaign, works under way, and
 * the victory points paid for men sent home. One per turn's facts: the outlook reckons every state's at once.
 */
final class TreasuryStanding {
    /** SIB militia: the estimate is subject to error; a garrison is reported within a quarter of the truth. */
    private static final double ESTIMATE_SPREAD = 0.25;

    private final GitmState after;
    private final StrategicMap map;
    private final TacticalMaps tactical;
    private final DiceSource dice;
    /** Built on first use: most readers of a turn are no officers and never need it. */
    private Board board;
    private Map<String, Outlook> outlooks;

    TreasuryStanding(GitmState after, StrategicMap map, TacticalMaps tactical, DiceSource dice) {
        this.after = after;
        this.map = map;
        this.tactical = after.map() instanceof MapRef.Inline || tactical == null
                ? Board.tacticalMapsFor(after, map) : tactical;
        this.dice = dice;
    }

    /** The state's lines; {@code moderator} adds the true garrisons beside the estimates. */
    List<String> lines(Polity p, boolean moderator) {
        if (board == null) {
            board = new Board(after, map, tactical);
            outlooks = Outlook.of(board);
        }
        List<String> lines = new ArrayList<>();
        Outlook o = outlooks.get(p.id());
        if (o != null) {
            lines.add(o.line(after.turn() > 0 && !after.isCampaignTurn()));
        }
        lines.addAll(TreasurySections.manpower(after, map, p));
        heldByEnemies(p, moderator).ifPresent(lines::add);
        works(p).ifPresent(lines::add);
        if (p.manpower().penaltyVp() > 0) {
            lines.add("Penalty VPs so far: " + p.manpower().penaltyVp() + " (men sent home from abroad, SoW 4.15)");
        }
        return lines;
    }

    /**
     * "Own cities held by hostile states: Matamoros (US), garrison about 2,100; no rising this campaign"; nothing
     * while the state holds all its own cities (or its allies and neutrals hold them).
     */
    private Optional<String> heldByEnemies(Polity p, boolean moderator) {
        List<String> held = new ArrayList<>();
        for (City onMap : (Iterable<City>) map.cities()::iterator) {
            if (!HeldOwnCities.isOwn(map, onMap, p)) {
                continue;
            }
            City now = after.city(onMap);
            if (now.state().equals(p.id()) || !after.states().containsKey(now.state())
                    || after.relation(p.id(), now.state()) != Relation.HOSTILE) {
                continue;
            }
            int garrison = RisingRules.garrison(board, p.id(), onMap, RisingRules.sameNation(after, p.id(), onMap));
            double factor = 1 - ESTIMATE_SPREAD + 2 * ESTIMATE_SPREAD * dice.dice("SoW garrison estimate for "
                    + p.id() + " at " + onMap.name()).uniform("garrison of " + onMap.name());
            long estimate = Math.round(garrison * factor / 100) * 100;
            CityHolding h = after.cities().get(onMap.name());
            boolean tried = h != null && h.militiaAttempt() == after.campaign();
            held.add(String.format(Locale.ROOT, "%s (%s), garrison about %,d%s; %s", onMap.name(), now.state(),
                    estimate, moderator ? String.format(Locale.ROOT, " (in truth %,d)", garrison) : "",
                    tried ? "a rising was tried this campaign (SoW 4.3: one a campaign)" : "no rising this campaign"));
        }
        return held.isEmpty() ? Optional.empty()
                : Optional.of("Own cities held by hostile states: " + String.join("; ", held));
    }

    /** "Works: Monterrey fort to level 4, ready at the end of turn 9". */
    private Optional<String> works(Polity p) {
        List<String> all = new ArrayList<>();
        for (City onMap : (Iterable<City>) map.cities()::iterator) {
            CityHolding h = after.cities().get(onMap.name());
            if (h == null || h.fortress().works().isEmpty() || !h.state().equals(p.id())) {
                continue;
            }
            Fortress.Works w = h.fortress().works().get();
            int[] ready = FortWorks.readyAt(after, w);
            all.add(String.format(Locale.ROOT, "%s fort to level %d (%s), ready at the end of %s", onMap.name(),
                    w.target(), w.repair() ? "repair" : "new work", CampaignCalendar.label(ready[0], ready[1])
                            .inText()));
        }
        return all.isEmpty() ? Optional.empty() : Optional.of("Works: " + String.join("; ", all));
    }
}
