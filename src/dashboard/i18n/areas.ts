import { registerMessages } from './messages';
import account from './messages/account';
import conversations from './messages/conversations';
import crm from './messages/crm';
import forms from './messages/forms';
import home from './messages/home';

// The texts of the signed-in pages, registered when the signed-in shell's chunk loads (it imports this).
registerMessages(home, forms, conversations, crm, account);
