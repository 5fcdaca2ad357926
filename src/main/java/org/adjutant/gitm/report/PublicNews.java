package org.adjutant.gitm.report;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.adjutant.gitm.event.BattleFought;
import org.adjutant.gitm.event.BattleSide;
import org.adjutant.gitm.event.CampaignEnded;
import org.adjutant.gitm.event.CityCaptured;
import org.adjutant.gitm.event.GameEnded;
import org.adjutant.gitm.event.PresidencyChanged;
import org.adjutant.gitm.event.TreatyEvent;
import org.adjutant.gitm.event.WarWon;
import org.adjutant.gitm.map.PlaceNames;
import org.adjutant.gitm.state.GitmState;
import org.adjutant.gitm.unit.UnitId;
import org.adjutant.ruleset.TurnEvent;

/**
 * The lines of a turn the public history prints (Ruleset.publicNews): what the newspapers of the war could have
 * printed, and nothing a commander learns from his own units. A battle is told by its place and who held the field,
 * with the nations that fought it, never by the units, their men or their losses; a city by who took it from whom;
 * treaties and declarations only when every player was told of them (a secret treaty stays secret); the war's end
 * and the campaigns' turns as the players read them. The places are named from the map alone, like the reports do.
 */
final class PublicNews {
    private PublicNews() {
    }

    static List<String> of(GitmState before, GitmState after, List<TurnEvent> events, PlaceNames places) {
        Set<String> out = new LinkedHashSet<>();   // two battles in one square and phase read as one line
        for (TurnEvent e : events) {
            if (e instanceof BattleFought b) {
                out.add(battle(before, after, b, places));
            } else if (e instanceof CityCaptured c) {
                out.add(c.phase() + ": " + stateName(before, c.toState()) + " took " + c.city() + " from "
                        + stateName(before, c.fromState()) + (c.how() == CityCaptured.How.SURRENDERED
                        ? ", whose garrison surrendered" : c.how() == CityCaptured.How.ROSE
                        ? ", whose townsmen rose in arms" : "") + ".");
            } else if (e instanceof TreatyEvent t && t.visibility().isPublic()) {
                out.add(t.phase() + ": " + t.describe());
            } else if (e instanceof PresidencyChanged || e instanceof WarWon || e instanceof GameEnded
                    || e instanceof CampaignEnded) {
                out.add(e.describe());
            }
        }
        return List.copyOf(new ArrayList<>(out));
    }

    private static String battle(GitmState before, GitmState after, BattleFought b, PlaceNames places) {
        String attackers = nations(before, after, b.attackers());
        String defenders = nations(before, after, b.defenders());
        String held = b.holder() == BattleSide.ATTACKERS ? "the attackers (" + attackers + ") held the field"
                : b.holder() == BattleSide.DEFENDERS ? "the defenders (" + defenders + ") held the field"
                : "neither side held the field";
        return b.phase() + ": a battle was fought " + places.in(b.square()) + " between " + attackers + " and "
                + defenders + "; " + held + ".";
    }

    /** The nations of {@code units}, as the players call them ("the United States"), in the order first met. */
    private static String nations(GitmState before, GitmState after, List<UnitId> units) {
        Set<String> names = new LinkedHashSet<>();
        for (UnitId id : units) {
            // a unit raised this turn is only in the position after it
            GitmState known = before.unit(id).isPresent() ? before : after;
            known.unit(id).flatMap(u -> known.state(u.state())).ifPresent(p -> names.add(p.nation().title()));
        }
        return names.isEmpty() ? "unknown forces" : String.join(" and ", names);
    }

    private static String stateName(GitmState before, String id) {
        return before.state(id).map(p -> p.name()).orElse(id);
    }
}
