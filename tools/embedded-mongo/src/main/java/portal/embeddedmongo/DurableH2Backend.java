package portal.embeddedmongo;

import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

import org.h2.mvstore.MVStore;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import de.bwaldvogel.mongo.MongoCollection;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.exception.MongoServerException;
import io.netty.channel.Channel;

/**
 * The H2 backend of mongo-java-server with two guarantees it lacks on its own.
 * <ul>
 * <li>Acknowledged writes survive a crash of this process: with {@code commitDelayMs == 0} every
 * command that changes data is committed to the file before its reply is sent (H2 alone commits
 * on a timer of about one second). With {@code fsync}, each such commit is also forced to disk,
 * so it survives a power cut too.</li>
 * <li>Collections and indexes are never created or dropped while another command uses them:
 * mongo-java-server breaks when a collection is written while it is being created or indexed
 * (ConcurrentModificationException, "already existed in system.namespaces", "index not found").
 * Schema changes, and writes that would create their collection implicitly, run alone; all other
 * commands share a read lock and run side by side as before.</li>
 * </ul>
 */
final class DurableH2Backend extends H2Backend {

    private static final Logger log = LoggerFactory.getLogger(DurableH2Backend.class);

    private final ReentrantReadWriteLock schemaLock = new ReentrantReadWriteLock();

    private final boolean commitEachWrite;

    private final boolean fsync;

    DurableH2Backend(MVStore store, int commitDelayMs, boolean fsync) {
        super(store);
        this.commitEachWrite = commitDelayMs == 0;
        this.fsync = fsync;
        if (commitDelayMs > 0) {
            store.setAutoCommitDelay(commitDelayMs);
        }
    }

    @Override
    public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
        CommandKind kind = CommandKind.of(command);
        Lock lock = schemaLock.readLock();
        lock.lock();
        try {
            if (kind == CommandKind.SCHEMA || (kind == CommandKind.WRITE && !collectionExists(databaseName, query.get(command)))) {
                // A read lock cannot be upgraded: let go of it and wait until this command runs alone.
                lock.unlock();
                lock = schemaLock.writeLock();
                lock.lock();
            }
            return super.handleCommand(channel, databaseName, command, query);
        } catch (MongoServerException e) {
            throw e; // a refusal the client gets as an error reply (e.g. duplicate key, 11000)
        } catch (RuntimeException e) {
            log.error("command {} on database {} failed", command, databaseName, e);
            throw e;
        } finally {
            lock.unlock();
            // Also after a failed write: an ordered insert may have stored some documents before it failed.
            if (kind != CommandKind.READ) {
                persist();
            }
        }
    }

    private boolean collectionExists(String databaseName, Object collectionName) {
        if (!(collectionName instanceof String)) {
            return false; // malformed: let it fail alone
        }
        try {
            MongoCollection<?> collection = resolveDatabase(databaseName).resolveCollection((String) collectionName, false);
            return collection != null;
        } catch (MongoServerException e) {
            return false; // an invalid name: the command reports it
        }
    }

    private void persist() {
        if (!commitEachWrite) {
            return;
        }
        MVStore store = getMvStore();
        store.commit();
        if (fsync) {
            store.sync();
        }
    }
}
