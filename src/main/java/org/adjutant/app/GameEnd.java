package org.adjutant.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.adjutant.game.HostedGame;
import org.adjutant.game.StoredGames;
import org.adjutant.ruleset.GameClosed;
import org.adjutant.ruleset.Recipient;
import org.adjutant.store.Database;
import org.adjutant.store.GameRow;
import org.adjutant.store.PlayerRow;
import org.adjutant.store.PlayerStore;
import org.adjutant.turn.Courier;
import org.adjutant.turn.ReportCopies;

/**
 * A game ends (a moderator's END GAME, or the last turn its file names): every player and moderator gets the whole
 * truth of the last turn, marked final, and a closing notice; then the game is archived: read-only, no deadline,
 * mail to it answered with a notice. Ending again is harmless: the final mails are keyed, the archive is idempotent.
 */
final class GameEnd {
    private final Database db;
    private final StoredGames games;
    private final ReportCopies copies;
    private final Notices notices;
    private final GameAdmin admin;
    private final PlayerStore players = new PlayerStore();
    /** The game's observers as its file in force lists them. */
    private final java.util.function.Function<String, List<org.adjutant.config.ObserverConfig>> observers;
    private final java.util.function.BiConsumer<String, GameClosed> history;

    /**
     * {@code observers}: the game's observers as its file in force lists them; {@code history}: publishes the game's
     * public history as it ends, while its file is still in force.
     */
    GameEnd(Database db, StoredGames games, ReportCopies copies, Notices notices, GameAdmin admin,
            java.util.function.Function<String, List<org.adjutant.config.ObserverConfig>> observers,
            java.util.function.BiConsumer<String, GameClosed> history) {
        this.observers = observers;
        this.history = history;
        this.db = db;
        this.games = games;
        this.copies = copies;
        this.notices = notices;
        this.admin = admin;
    }

    /** Ends the game; {@code moderators}: the addresses of the file in force. Returns what was done. */
    List<String> end(String gameId, List<String> moderators, String why, Courier courier) {
        return end(gameId, moderators, why, "", courier);
    }

    /** The same, with the players' own {@code verdict} on who won (a draw or a concession by vote; see GameClosed). */
    List<String> end(String gameId, List<String> moderators, String why, String verdict, Courier courier) {
        HostedGame game = games.game(gameId).orElseThrow(() -> new IllegalArgumentException("no game " + gameId));
        GameRow row = game.row();
        if (row.archived()) {
            return List.of("END GAME: the game had already ended (it is archived).");
        }
        int turn = row.currentTurn();
        String last = turn == 0 ? "" : game.turn(turn).inText();
        Map<String, Recipient> everyone = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        List<Notices.To> told = new ArrayList<>();
        for (PlayerRow p : db.read(c -> players.players(c, gameId))) {
            if (!p.retired() && everyone.putIfAbsent(p.email(), new Recipient(p.name(), p.email(), Set.of(), Set.of(),
                    p.offices(), true)) == null) {
                told.add(Notices.To.player(p));
            }
        }
        for (String m : moderators) {
            if (everyone.putIfAbsent(m, new Recipient("Moderator", m, Set.of(), Set.of(), Set.of(), true)) == null) {
                told.add(Notices.To.moderator(m));
            }
        }
        // Once the war is over nothing is kept from anyone: an observer gets the turns his delay still held back,
        // then the final truth with the players (the game's file, and with it his place, is archived next).
        int observed = 0;
        for (org.adjutant.config.ObserverConfig o : turn == 0 ? List.<org.adjutant.config.ObserverConfig>of()
                : observers.apply(gameId)) {
            for (int t = Math.max(1, turn - o.delay() + 1); t <= turn; t++) {
                copies.observe(gameId, t, turn - t, o.name(), o.email(), o.role(), moderators, courier);
            }
            if (everyone.putIfAbsent(o.email(), new Recipient(o.name(), o.email(), Set.of(), Set.of(), Set.of(),
                    true)) == null) {
                observed++;
            }
        }
        GameClosed closing = new GameClosed(why, verdict);
        int mails = turn == 0 ? 0 : copies.finalTruth(gameId, turn, new ArrayList<>(everyone.values()), courier,
                closing);
        history.accept(gameId, closing);
        db.inTransaction(c -> notices.sendEach(c, "game-end:" + gameId, gameId, told, "the game has ended",
                List.of("The game " + row.title() + " has ended " + why + (turn == 0 ? ", before its first turn."
                                : ", after " + last + "."),
                        turn == 0 ? "" : "The whole truth of the last turn, the moderator's summary with every unit's"
                                + " orders, comes in a mail of its own marked FINAL.",
                        "The robot takes no more orders for it; its history is kept. Thank you for playing.")
                        .stream().filter(l -> !l.isEmpty()).toList(), false));
        ControlRequests.Reply archived = admin.archive(org.adjutant.config.GameId.of(gameId));
        games.refresh(gameId);
        return List.of("END GAME: the game has ended " + why + "; " + (turn == 0 ? "no turn had run"
                        : "the final truth of " + last + " went to " + everyone.size() + " people (" + mails
                        + " mails)" + (observed == 0 ? "" : ", " + observed + " of them observers, who also had the "
                        + "turns their delay held back")) + ", and each was told.", "  " + archived.output().strip());
    }
}
