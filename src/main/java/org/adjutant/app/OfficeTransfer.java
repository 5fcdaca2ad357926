package org.adjutant.app;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.adjutant.config.GameConfig;
import org.adjutant.game.HostedGame;
import org.adjutant.intake.CommandLines;
import org.adjutant.store.OrderQueueStore;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;

/**
 * {@code OFFICE <office> OF <state> TO <player>} and {@code OFFICE <office> OF <state> VACANT}: a moderator moves
 * one office of a state to another seated player, or leaves it empty (docs/moderators.md, docs/rules/politics.md
 * section 7). The office id moves between the player rows, so the arrival check and the reports, which read the
 * rows, follow at once; office orders its old holder had queued are set aside, as they were given in an office he no
 * longer holds. The old holder, the new one and the state's other officers are told; nobody else. An office the game
 * keeps in its position (the President of Mexico) is changed there instead ({@link PositionOfficeChange}). All in
 * the caller's transaction.
 */
final class OfficeTransfer {
    private final PlayerStore players = new PlayerStore();
    private final OrderQueueStore queue = new OrderQueueStore();
    private final Notices notices;
    private final PositionOfficeChange positions;

    OfficeTransfer(Notices notices) {
        this.notices = notices;
        this.positions = new PositionOfficeChange(notices);
    }

    /** Returns what was done, or throws {@link IllegalArgumentException} with the reason nothing was. */
    List<String> move(Connection c, GameConfig config, HostedGame game, CommandLines.Command.Office command,
                      String actor, Instant now) throws SQLException {
        String gameId = config.id();
        if (game.row().archivedAt() != null) {
            throw new IllegalArgumentException("the game is archived: its offices no longer change");
        }
        String office = game.ruleset().officeKind(command.words()).map(kind -> kind + ":" + command.state())
                .orElseThrow(() -> new IllegalArgumentException("there is no office '" + command.words() + "' in "
                        + "this game: " + CommandLines.OFFICE_EXAMPLE + (game.ruleset().officeNames().isEmpty()
                        ? "; this game has no offices a moderator gives" : "; the offices are "
                        + String.join(", ", new TreeSet<>(game.ruleset().officeNames())))));
        String title = title(command);
        Optional<PlayerRow> named = Optional.empty();
        if (command.to().isPresent()) {
            String who = command.to().get();
            PlayerRow target = players.lookup(c, gameId, who).filter(p -> !p.retired())
                    .orElseThrow(() -> new IllegalArgumentException("no player '" + who + "' is seated in the game"));
            if (target.moderator()) {
                throw new IllegalArgumentException(target.handle() + " is a moderator, not a player of the game");
            }
            named = Optional.of(target);
        }
        // an office the position holds (the President of Mexico) changes there, not in the seats
        Optional<List<String>> inPosition = positions.change(c, config, game, office, command, named, actor, now);
        if (inPosition.isPresent()) {
            return inPosition.get();
        }
        List<PlayerRow> seated = players.players(c, gameId).stream().filter(p -> !p.retired() && !p.moderator())
                .toList();
        List<PlayerRow> holders = seated.stream().filter(p -> p.offices().contains(office)).toList();
        Optional<PlayerRow> to = Optional.empty();
        if (named.isPresent()) {
            PlayerRow target = named.get();
            if (holders.contains(target)) {
                throw new IllegalArgumentException(target.name() + " already is " + title);
            }
            to = Optional.of(target);
        } else if (holders.isEmpty()) {
            game.ruleset().officeMoveProblem(game.state(), office, Set.of()).ifPresent(why -> {
                throw new IllegalArgumentException(why);
            });
            throw new IllegalArgumentException(title + " is vacant already; OFFICE " + command.words() + " OF "
                    + command.state() + " TO <player> fills it");
        }
        Set<String> held = to.map(PlayerRow::offices).orElse(Set.of());
        Optional<String> problem = game.ruleset().officeMoveProblem(game.state(), office, held);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(problem.get());
        }
        String change = title + ": " + (holders.isEmpty() ? "vacant" : names(holders)) + " -> "
                + to.map(PlayerRow::name).orElse("vacant") + " (" + actor + ")";
        int dropped = 0;
        for (PlayerRow old : holders) {
            Set<String> left = new TreeSet<>(old.offices());
            left.remove(office);
            players.setOffices(c, old, left, now, change);
            dropped += queue.dropOffices(c, gameId, old.id(), "no longer " + title + ": " + change);
        }
        if (to.isPresent()) {
            Set<String> more = new TreeSet<>(to.get().offices());
            more.add(office);
            players.setOffices(c, to.get(), more, now, change);
        }
        tell(c, config, command, title, holders, to, dropped, now);
        String what = to.map(t -> "given to " + t.name() + " (" + t.handle() + ")").orElse("left vacant");
        return List.of(command.normalForm() + ": " + title + " is " + what + (holders.isEmpty() ? ""
                        : ", no longer " + names(holders) + "'s (" + dropped + " queued office block"
                        + (dropped == 1 ? "" : "s") + " set aside)")
                        + ". The players concerned and the state's other officers were told.",
                "  Orders for the office are judged by its new holder from now on; the reports of the next turn go"
                        + " to him. A scenario or game file that names the holders is not changed.");
    }

    private void tell(Connection c, GameConfig config, CommandLines.Command.Office command, String title,
                      List<PlayerRow> holders, Optional<PlayerRow> to, int dropped, Instant now) throws SQLException {
        String gameId = config.id();
        String key = "office:" + gameId + ":" + command.words().replace(' ', '-') + ":" + command.state() + ":"
                + now.toEpochMilli();
        String successor = to.map(t -> t.name() + (t.role().isEmpty() ? "" : " (" + t.role() + ")"))
                .orElse("nobody: the office is vacant until a moderator fills it");
        for (PlayerRow old : holders) {
            notices.send(c, key + ":old:" + old.id(), gameId, Notices.To.player(old), "you are no longer " + title,
                    List.of("A moderator of " + config.title() + " has " + to.map(t -> "given the office of " + title
                                    + " to " + t.name() + ".").orElse("left the office of " + title + " vacant."),
                            "Orders of that office you send from now on are refused; the office orders you had "
                                    + "queued (" + dropped + " block" + (dropped == 1 ? "" : "s") + ") were set aside."
                                    + " Your other offices and your units stay yours, and so does your password."),
                    false);
        }
        if (to.isPresent()) {
            notices.send(c, key + ":new", gameId, Notices.To.player(to.get()), "you are now " + title,
                    List.of("A moderator of " + config.title() + " has given you the office of " + title
                                    + (holders.isEmpty() ? ", which was vacant." : ", held until now by "
                                    + names(holders) + "."),
                            "Send its orders in your PLAYER block with your own password; they are checked as"
                                    + " they arrive. The office's reports come to you from the next turn on (send"
                                    + " SEND REPORTS for the last turn's)."), true);
        }
        String state = command.state();
        List<Notices.To> others = new ArrayList<>();
        for (PlayerRow p : players.players(c, gameId)) {
            boolean concerned = holders.stream().anyMatch(h -> h.id() == p.id())
                    || to.filter(t -> t.id() == p.id()).isPresent();
            if (!p.retired() && !p.moderator() && !concerned
                    && p.offices().stream().anyMatch(o -> o.endsWith(":" + state))) {
                others.add(Notices.To.player(p));
            }
        }
        notices.sendEach(c, key + ":officers", gameId, others, title + " changes hands",
                List.of("A moderator of " + config.title() + " has moved the office of " + title + ": "
                        + (holders.isEmpty() ? "vacant until now" : "held until now by " + names(holders))
                        + "; from now on its holder is " + successor + "."), false);
    }

    /** "the Naval Minister of US". */
    static String title(CommandLines.Command.Office command) {
        String words = command.words().toLowerCase(java.util.Locale.ROOT);
        StringBuilder b = new StringBuilder("the");
        for (String w : words.split(" ")) {
            b.append(' ').append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
        }
        return b + " of " + command.state();
    }

    private static String names(List<PlayerRow> rows) {
        return String.join(" and ", rows.stream().map(PlayerRow::name).toList());
    }
}
