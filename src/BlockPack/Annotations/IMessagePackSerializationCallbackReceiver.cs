namespace BlockPack
{
    /// <summary>
    /// Lets a type serialized by a generated object formatter run code just before it is written and just after it
    /// has been read.
    /// </summary>
    public interface IMessagePackSerializationCallbackReceiver
    {
        /// <summary>Called before the object's members are written.</summary>
        void OnBeforeSerialize();

        /// <summary>Called after the object has been constructed and all its members read.</summary>
        void OnAfterDeserialize();
    }
}
