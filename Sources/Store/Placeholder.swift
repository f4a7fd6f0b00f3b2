import SQLite
import Migrations
