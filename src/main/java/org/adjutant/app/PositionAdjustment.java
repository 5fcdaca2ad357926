package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.adjutant.config.GameConfig;
import org.adjutant.game.HostedGame;
import org.adjutant.intake.CommandLines;
import org.adjutant.ruleset.Adjusted;
import org.adjutant.store.AdjustmentStore;
import org.adjutant.store.Assignment;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;

/**
 * {@code ADJUST <what> BECAUSE <reason>}: a moderator corrects the position the next turn starts from (a unit's men,
 * position, morale or supplies, a treasury, a city's owner; the ruleset reads and checks the words,
 * {@code Ruleset.adjust}). The correction is recorded as an input of the game's history, against the turn whose
 * position it changed, so that a rollback over that turn applies it again at the same point and a re-run with nothing
 * edited still reaches the position stored. Only the players it concerns are told, as an adjustment: the commander
 * and deputy of a unit it changes, the officers of a state whose treasury or city it changes.
 *
 * <p>Atomic, as {@link PositionOfficeChange}: the position is read and written back through {@link StoredPosition},
 * with the record and the notices, in the caller's transaction. No turn runs.
 */
final class PositionAdjustment {
    private final PlayerStore players = new PlayerStore();
    private final StoredPosition position = new StoredPosition();
    private final AdjustmentStore adjustments = new AdjustmentStore();
    private final Notices notices;

    PositionAdjustment(Notices notices) {
        this.notices = notices;
    }

    /** What was done, or throws {@link IllegalArgumentException} with the reason nothing was. */
    List<String> adjust(Connection c, GameConfig config, HostedGame game, CommandLines.Command.Adjust command,
                        String actor, Instant now) throws SQLException {
        String gameId = config.id();
        int turn = game.row().currentTurn();
        Adjusted done = game.ruleset().adjust(position.read(c, game), command.what());
        position.write(c, game, done.next());
        adjustments.record(c, gameId, turn, now, actor, done.normalForm(), command.reason());
        List<PlayerRow> told = concerned(c, gameId, done);
        String by = actor.startsWith("mail from ") ? actor.substring("mail from ".length()) : actor;
        for (PlayerRow p : told) {
            notices.send(c, "adjustment:" + gameId + ":" + now.toEpochMilli() + ":" + done.normalForm(), gameId,
                    Notices.To.player(p), "adjustment", List.of(
                            "A moderator of " + config.title() + " (" + by + ") has corrected the position: "
                                    + done.told() + ".",
                            "The reason given: " + command.reason(),
                            "The next turn starts from the corrected position; its reports show it."), true);
        }
        return List.of("ADJUST " + done.normalForm() + " BECAUSE " + command.reason() + ": done, " + done.told()
                + "; told: " + (told.isEmpty() ? "nobody (no seated player holds what it changes)"
                : String.join(", ", told.stream().map(PlayerRow::handle).toList())) + ".",
                "  Recorded against " + game.turn(turn).inText() + ": a rollback over it applies the correction "
                        + "again.");
    }

    /** The commanders and deputies of the units it changes, the officers of the states it changes; each once. */
    private List<PlayerRow> concerned(Connection c, String gameId, Adjusted done) throws SQLException {
        Map<Long, PlayerRow> told = new LinkedHashMap<>();
        List<PlayerRow> all = players.players(c, gameId);
        for (Assignment a : players.assignments(c, gameId)) {
            if (done.units().contains(a.unitId())) {
                for (PlayerRow p : all) {
                    if ((p.id() == a.commanderId() || p.id() == a.deputyId()) && !p.retired()) {
                        told.putIfAbsent(p.id(), p);
                    }
                }
            }
        }
        for (PlayerRow p : all) {
            if (!p.retired() && !p.moderator() && p.offices().stream()
                    .anyMatch(o -> done.states().stream().anyMatch(s -> o.endsWith(":" + s)))) {
                told.putIfAbsent(p.id(), p);
            }
        }
        return new ArrayList<>(told.values());
    }
}
